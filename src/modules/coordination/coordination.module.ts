import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLease } from './entities/job-lease.entity';
import { RateLimitCounter } from './entities/rate-limit-counter.entity';
import { JobLeases } from './job-leases.service';
import { SharedThrottlerStorage } from './shared-throttler-storage';

/**
 * What several instances of the app share besides the data itself: leases on work only one of
 * them should do at a time, and the rate limits' counters. Depends on nothing, so any module may
 * use it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([JobLease, RateLimitCounter])],
  providers: [JobLeases, SharedThrottlerStorage],
  exports: [JobLeases, SharedThrottlerStorage],
})
export class CoordinationModule {}
