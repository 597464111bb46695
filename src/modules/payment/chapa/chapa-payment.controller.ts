import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Headers,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BuyersOnly, Public, SellersOnly } from '../../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../../common/auth/acting-account';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import {
  ChapaCheckoutResponse,
  CreateChapaPaymentDto,
  PaymentOutcomeResponse,
  VerifyChapaPaymentQuery,
  WebhookResponse,
} from '../dto/chapa-payment.dto';
import type { PaymentAccountType } from '../entities/payment.entity';
import { payerOrigin } from '../payer-origin';
import { PAYMENT_ERRORS } from '../payment-errors';
import { toOutcomeResponse } from '../payment-outcome';
import { PaymentSettings } from '../payment-settings';
import { ChapaPaymentsService } from './chapa-payments.service';
import type { ChapaSignatureHeaders } from './chapa-signature';

@ApiTags('payment')
@Controller('payment/chapa')
export class ChapaPaymentController {
  constructor(
    private readonly chapaPayments: ChapaPaymentsService,
    private readonly settings: PaymentSettings,
  ) {}

  private async start(
    user: AuthUser,
    type: PaymentAccountType,
    body: CreateChapaPaymentDto,
    req: Request,
  ): Promise<ChapaCheckoutResponse> {
    const meta = body.meta ?? {};
    const claimed =
      type === 'seller' ? (body.sellerId ?? meta.seller_id) : (body.buyerId ?? meta.buyer_id);
    const account = { type, id: resolveActingAccountId(user, type, claimed) };
    const { etb } = this.settings.product(type);
    if (body.amount !== undefined && Number(body.amount) !== etb) {
      throw new BadRequestException(PAYMENT_ERRORS.PAYMENT_WRONG_PRICE({ amount: etb }));
    }
    const returnOrigin = payerOrigin(req) ?? this.settings.publicUrl;
    const { checkoutUrl, payment } = await this.chapaPayments.startCheckout(
      account,
      returnOrigin,
      body.tx_ref,
    );
    return {
      status: 'success',
      message: 'Hosted Link',
      data: { checkout_url: checkoutUrl },
      tx_ref: payment.reference,
    };
  }

  private async verify(user: AuthUser, type: PaymentAccountType, txRef: string) {
    const account = { type, id: resolveActingAccountId(user, type) };
    return toOutcomeResponse(
      await this.chapaPayments.verifyOwn(txRef, account),
      'Payment verified',
    );
  }

  private async webhook(
    req: RawBodyRequest<Request>,
    headers: ChapaSignatureHeaders,
    body: unknown,
  ) {
    const payload = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message = await this.chapaPayments.handleWebhook(req.rawBody, headers, payload);
    return { status: 'success' as const, message };
  }

  @Post('create')
  @SellersOnly()
  @ApiOperation({ summary: 'Start a Chapa checkout for a seller top-up' })
  createForSeller(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateChapaPaymentDto,
    @Req() req: Request,
  ): Promise<ChapaCheckoutResponse> {
    return this.start(user, 'seller', body, req);
  }

  @Get('verify')
  @SellersOnly()
  @ApiOperation({ summary: "Verify a seller's Chapa payment and credit it once" })
  verifyForSeller(
    @CurrentUser() user: AuthUser,
    @Query() query: VerifyChapaPaymentQuery,
  ): Promise<PaymentOutcomeResponse> {
    return this.verify(user, 'seller', query.tx_ref);
  }

  @Post('callback')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Chapa's webhook for seller top-ups (signed)" })
  sellerCallback(
    @Req() req: RawBodyRequest<Request>,
    @Headers() headers: ChapaSignatureHeaders,
    @Body() body: unknown,
  ): Promise<WebhookResponse> {
    return this.webhook(req, headers, body);
  }

  @Post('buyer/create')
  @BuyersOnly()
  @ApiOperation({ summary: 'Start a Chapa checkout for a buyer subscription' })
  createForBuyer(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateChapaPaymentDto,
    @Req() req: Request,
  ): Promise<ChapaCheckoutResponse> {
    return this.start(user, 'buyer', body, req);
  }

  @Get('buyer/verify')
  @BuyersOnly()
  @ApiOperation({ summary: "Verify a buyer's Chapa payment and grant the subscription once" })
  verifyForBuyer(
    @CurrentUser() user: AuthUser,
    @Query() query: VerifyChapaPaymentQuery,
  ): Promise<PaymentOutcomeResponse> {
    return this.verify(user, 'buyer', query.tx_ref);
  }

  @Post('buyer/callback')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Chapa's webhook for buyer subscriptions (signed)" })
  buyerCallback(
    @Req() req: RawBodyRequest<Request>,
    @Headers() headers: ChapaSignatureHeaders,
    @Body() body: unknown,
  ): Promise<WebhookResponse> {
    return this.webhook(req, headers, body);
  }
}
