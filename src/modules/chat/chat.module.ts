import { Module } from '@nestjs/common';
import { BuyerModule } from '../buyer/buyer.module';
import { ContactModule } from '../contact/contact.module';
import { EmployeeModule } from '../employee/employee.module';
import { ListingsModule } from '../listings/listings.module';
import { SellerModule } from '../seller/seller.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { ChatController } from './chat.controller';
import { ChatData } from './chat-data';
import { ChatThrottlerGuard } from './chat-throttler.guard';
import { ChatService } from './chat.service';

/** The chat assistant: reads other modules, writes nothing. */
@Module({
  imports: [
    ListingsModule,
    SubscriptionModule,
    ContactModule,
    SellerModule,
    BuyerModule,
    EmployeeModule,
  ],
  controllers: [ChatController],
  providers: [ChatService, ChatData, ChatThrottlerGuard],
})
export class ChatModule {}
