import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { CoordinationModule } from '../coordination/coordination.module';
import { POST_CHARGE } from './post-charge';
import { BuyerAccessService } from './buyer-access.service';
import { BuyerSubscriptionController } from './buyer-subscription.controller';
import { BuyerFreeTrial } from './entities/buyer-free-trial.entity';
import { BuyerStartedTrial } from './entities/buyer-started-trial.entity';
import { BuyerSubscriptionPayment } from './entities/buyer-subscription-payment.entity';
import { BuyerSubscription } from './entities/buyer-subscription.entity';
import { SellerAccount } from './entities/seller-account.entity';
import { SellerLedgerEntry } from './entities/seller-ledger-entry.entity';
import { SellerBalanceService } from './seller-balance.service';
import { SellerSubscriptionController } from './seller-subscription.controller';
import { SubscriptionReportsService } from './subscription-reports.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      SellerAccount,
      SellerLedgerEntry,
      BuyerSubscription,
      BuyerSubscriptionPayment,
      BuyerFreeTrial,
      BuyerStartedTrial,
    ]),
    AuditModule,
    CoordinationModule,
  ],
  controllers: [SellerSubscriptionController, BuyerSubscriptionController],
  providers: [
    SellerBalanceService,
    BuyerAccessService,
    SubscriptionReportsService,
    { provide: POST_CHARGE, useExisting: SellerBalanceService },
  ],
  exports: [SellerBalanceService, BuyerAccessService, SubscriptionReportsService, POST_CHARGE],
})
export class SubscriptionModule {}
