import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { allConfigs } from './config/configuration';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seed/seed.module';
import { AuthModule } from './modules/auth/auth.module';
import { BuyerModule } from './modules/buyer/buyer.module';
import { ChatModule } from './modules/chat/chat.module';
import { ContactModule } from './modules/contact/contact.module';
import { EmployeeModule } from './modules/employee/employee.module';
import { FinanceModule } from './modules/finance/finance.module';
import { HealthModule } from './modules/health/health.module';
import { HistoryModule } from './modules/history/history.module';
import { ListingsModule } from './modules/listings/listings.module';
import { MailModule } from './modules/mail/mail.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { PaymentModule } from './modules/payment/payment.module';
import { PhoneVerificationModule } from './modules/phone-verification/phone-verification.module';
import { SavedModule } from './modules/saved/saved.module';
import { SellerModule } from './modules/seller/seller.module';
import { SellerProfileModule } from './modules/seller-profile/seller-profile.module';
import { SmsModule } from './modules/sms/sms.module';
import { SubscriptionModule } from './modules/subscription/subscription.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: allConfigs, ignoreEnvFile: true }),
    ScheduleModule.forRoot(),
    DatabaseModule,
    HealthModule,
    AuthModule,
    MailModule,
    SmsModule,
    PhoneVerificationModule,
    ListingsModule,
    SubscriptionModule,
    PaymentModule,
    SellerModule,
    SellerProfileModule,
    BuyerModule,
    EmployeeModule,
    ChatModule,
    HistoryModule,
    ModerationModule,
    ContactModule,
    FinanceModule,
    SavedModule,
    SeedModule,
  ],
  providers: [
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
})
export class AppModule {}
