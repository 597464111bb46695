import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ListingsModule } from '../listings/listings.module';
import { SellerModule } from '../seller/seller.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { BuyerRequestController } from './buyer-request.controller';
import { BuyerRequestService } from './buyer-request.service';
import { BuyerController } from './buyer.controller';
import { BuyerService } from './buyer.service';
import { Buyer } from './entities/buyer.entity';
import { BuyerRequest } from './entities/buyer-request.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([Buyer, BuyerRequest]),
    SubscriptionModule,
    SellerModule,
    ListingsModule,
  ],
  controllers: [BuyerController, BuyerRequestController],
  providers: [BuyerService, BuyerRequestService],
  exports: [BuyerService, BuyerRequestService],
})
export class BuyerModule {}
