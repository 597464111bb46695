import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLease } from './entities/job-lease.entity';
import { JobLeases } from './job-leases.service';

/**
 * What several instances of the app share besides the data itself: leases on work only one of
 * them should do at a time. Depends on nothing, so any module may use it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([JobLease])],
  providers: [JobLeases],
  exports: [JobLeases],
})
export class CoordinationModule {}
