import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { Cost } from './entities/cost.entity';
import { FinanceController } from './finance.controller';
import { FinanceService } from './finance.service';

@Module({
  imports: [TypeOrmModule.forFeature([Cost]), AuditModule, SubscriptionModule],
  controllers: [FinanceController],
  providers: [FinanceService],
})
export class FinanceModule {}
