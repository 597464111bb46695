import {
  BadRequestException,
  Body,
  Controller,
  Headers,
  HttpCode,
  Post,
  Req,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BuyersOnly, Public, SellersOnly } from '../../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../../common/auth/acting-account';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { PaymentOutcomeResponse, WebhookResponse } from '../dto/chapa-payment.dto';
import {
  CardIntentResponse,
  ConfirmBuyerPaymentDto,
  ConfirmSellerPaymentDto,
  CreateBuyerIntentDto,
  CreateSellerIntentDto,
} from '../dto/stripe-payment.dto';
import type { PaymentAccountType } from '../entities/payment.entity';
import { payerOrigin } from '../payer-origin';
import { PAYMENT_ERRORS } from '../payment-errors';
import { toOutcomeResponse } from '../payment-outcome';
import { PaymentSettings } from '../payment-settings';
import { StripePaymentsService } from './stripe-payments.service';

@ApiTags('payment')
@Controller()
export class StripePaymentController {
  constructor(
    private readonly stripePayments: StripePaymentsService,
    private readonly settings: PaymentSettings,
  ) {}

  private createIntent(
    user: AuthUser,
    type: PaymentAccountType,
    req: Request,
    claimedId: unknown,
    amount?: number,
  ) {
    const account = { type, id: resolveActingAccountId(user, type, claimedId) };
    const { usd } = this.settings.product(type);
    if (amount !== undefined && amount !== usd) {
      throw new BadRequestException(PAYMENT_ERRORS.PAYMENT_WRONG_CARD_PRICE({ amount: usd }));
    }
    return this.stripePayments.createIntent(account, payerOrigin(req) ?? this.settings.publicUrl);
  }

  private async confirm(
    user: AuthUser,
    type: PaymentAccountType,
    claimedId: unknown,
    intentId: string,
  ) {
    const account = { type, id: resolveActingAccountId(user, type, claimedId) };
    const settled = await this.stripePayments.confirmOwn(intentId, account);
    return toOutcomeResponse(settled, 'Payment confirmed');
  }

  @Post('seller/stripe/create-payment-intent')
  @SellersOnly()
  @ApiOperation({ summary: 'Create a card PaymentIntent for a seller top-up' })
  createSellerIntent(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateSellerIntentDto,
    @Req() req: Request,
  ): Promise<CardIntentResponse> {
    return this.createIntent(user, 'seller', req, body.sellerId, body.amount);
  }

  @Post('seller/stripe/confirm-payment')
  @SellersOnly()
  @HttpCode(200)
  @ApiOperation({ summary: "Check a seller's card payment with Stripe and credit it once" })
  confirmSellerPayment(
    @CurrentUser() user: AuthUser,
    @Body() body: ConfirmSellerPaymentDto,
  ): Promise<PaymentOutcomeResponse> {
    return this.confirm(user, 'seller', body.sellerId, body.paymentIntentId);
  }

  @Post('buyer/stripe/create-payment-intent')
  @BuyersOnly()
  @ApiOperation({ summary: 'Create a card PaymentIntent for a buyer subscription' })
  createBuyerIntent(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateBuyerIntentDto,
    @Req() req: Request,
  ): Promise<CardIntentResponse> {
    return this.createIntent(user, 'buyer', req, body.buyerId, body.amount);
  }

  @Post('buyer/stripe/confirm-payment')
  @BuyersOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: "Check a buyer's card payment with Stripe and grant the subscription once",
  })
  confirmBuyerPayment(
    @CurrentUser() user: AuthUser,
    @Body() body: ConfirmBuyerPaymentDto,
  ): Promise<PaymentOutcomeResponse> {
    return this.confirm(user, 'buyer', body.buyerId, body.paymentIntentId);
  }

  @Post('payment/stripe/webhook')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's signed webhook (payment_intent.succeeded)" })
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<WebhookResponse> {
    const message = await this.stripePayments.handleWebhook(req.rawBody, signature);
    return { status: 'success', message };
  }
}
