import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuyerModule } from '../buyer/buyer.module';
import { CoordinationModule } from '../coordination/coordination.module';
import { SellerModule } from '../seller/seller.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { ChapaPaymentController } from './chapa/chapa-payment.controller';
import { ChapaPaymentsService } from './chapa/chapa-payments.service';
import { ChapaClient } from './chapa/chapa.client';
import { StoredExchangeRate } from './entities/exchange-rate.entity';
import { Payment } from './entities/payment.entity';
import { SandboxPayment } from './entities/sandbox-payment.entity';
import { ExchangeRateService } from './exchange-rate/exchange-rate.service';
import { PaymentInfoController } from './payment-info.controller';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentSettings } from './payment-settings';
import { PaymentsService } from './payments.service';
import { ChapaSandboxController } from './sandbox/chapa-sandbox.controller';
import { SandboxOnlyGuard } from './sandbox/sandbox-only.guard';
import { SandboxStore } from './sandbox/sandbox-store';
import { StripeSandboxController } from './sandbox/stripe-sandbox.controller';
import { StripePaymentController } from './stripe/stripe-payment.controller';
import { StripePaymentsService } from './stripe/stripe-payments.service';

/** Chapa and Stripe payments, credited through the subscription module once verified. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, SandboxPayment, StoredExchangeRate]),
    CoordinationModule,
    SubscriptionModule,
    SellerModule,
    BuyerModule,
  ],
  controllers: [
    ChapaPaymentController,
    StripePaymentController,
    PaymentInfoController,
    ChapaSandboxController,
    StripeSandboxController,
  ],
  providers: [
    PaymentSettings,
    PaymentsService,
    ChapaClient,
    ChapaPaymentsService,
    StripePaymentsService,
    ExchangeRateService,
    SandboxOnlyGuard,
    SandboxStore,
    PaymentReconciler,
  ],
})
export class PaymentModule {}
