import { Module } from '@nestjs/common';
import { BuyerModule } from '../../modules/buyer/buyer.module';
import { EmployeeModule } from '../../modules/employee/employee.module';
import { ListingsModule } from '../../modules/listings/listings.module';
import { SellerModule } from '../../modules/seller/seller.module';
import { SubscriptionModule } from '../../modules/subscription/subscription.module';
import { SeedService } from './seed.service';

@Module({
  imports: [SellerModule, BuyerModule, EmployeeModule, ListingsModule, SubscriptionModule],
  providers: [SeedService],
})
export class SeedModule {}
