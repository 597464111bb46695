import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { POST_CHARGE } from '../listings/post-charge';
import { SellerAccount } from './entities/seller-account.entity';
import { SellerLedgerEntry } from './entities/seller-ledger-entry.entity';
import { SellerBalanceService } from './seller-balance.service';
import { SellerSubscriptionController } from './seller-subscription.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SellerAccount, SellerLedgerEntry])],
  controllers: [SellerSubscriptionController],
  providers: [SellerBalanceService, { provide: POST_CHARGE, useExisting: SellerBalanceService }],
  exports: [SellerBalanceService, POST_CHARGE],
})
export class SubscriptionModule {}
