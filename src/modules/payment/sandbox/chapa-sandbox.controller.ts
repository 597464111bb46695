import { randomBytes } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpException,
  Logger,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/auth/access.decorator';
import { chapaSignatureHeaders } from '../chapa/chapa-signature';
import type { ChapaInitialize } from '../chapa/chapa.client';
import { webOrigin } from '../payer-origin';
import { PaymentSettings } from '../payment-settings';
import { checkoutPage } from './checkout-page';
import { SandboxOnlyGuard } from './sandbox-only.guard';
import { SandboxStore } from './sandbox-store';

interface SandboxTransaction extends ChapaInitialize {
  status: 'pending' | 'success' | 'failed';
  reference: string;
  created_at: string;
  updated_at: string;
}

/** Chapa answers errors as { message, status: 'failed', data: null } with a 4xx. */
function chapaError(message: string, status = 400): HttpException {
  return new HttpException({ message, status: 'failed', data: null }, status);
}

/**
 * An emulation of Chapa's API for offline use: initialize, verify, and a hosted checkout whose
 * Pay and Cancel buttons send the payer back to `return_url` and post a signed webhook to
 * `callback_url`, as Chapa does. Transactions live in the database, so any instance serves them.
 */
@ApiExcludeController()
@Public()
@UseGuards(SandboxOnlyGuard)
@Controller('sandbox/chapa')
export class ChapaSandboxController {
  private readonly logger = new Logger('ChapaSandbox');

  constructor(
    private readonly settings: PaymentSettings,
    private readonly store: SandboxStore,
  ) {}

  private authorize(authorization?: string): void {
    if (authorization !== `Bearer ${this.settings.sandboxKeys.chapaSecret}`) {
      throw chapaError('Invalid API Key or User doesnt exist', 401);
    }
  }

  private async find(txRef: string): Promise<SandboxTransaction> {
    const transaction = await this.store.find<SandboxTransaction>('chapa', txRef);
    if (!transaction) throw chapaError('Invalid transaction or Transaction not found', 404);
    return transaction;
  }

  @Post('v1/transaction/initialize')
  @HttpCode(200)
  async initialize(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Partial<ChapaInitialize>,
  ) {
    this.authorize(authorization);
    const missing = (['amount', 'currency', 'tx_ref', 'return_url', 'email'] as const).filter(
      (field) => !body?.[field],
    );
    if (missing.length) throw chapaError(`${missing.join(', ')} is required`);
    if (!(Number(body.amount) > 0)) throw chapaError('The amount must be a positive number');
    const payerSite = webOrigin(body.return_url!);
    if (!payerSite) throw chapaError('return_url must be a web address');
    const now = new Date().toISOString();
    const added = await this.store.add<SandboxTransaction>('chapa', body.tx_ref!, {
      ...(body as ChapaInitialize),
      status: 'pending',
      reference: `APSBX${randomBytes(5).toString('hex').toUpperCase()}`,
      created_at: now,
      updated_at: now,
    });
    if (!added) throw chapaError('Transaction reference has been used before');
    return {
      message: 'Hosted Link',
      status: 'success',
      data: {
        // Hosted where the payer will come back to, which their browser is known to reach.
        checkout_url: `${payerSite}/api/sandbox/chapa/checkout/${encodeURIComponent(body.tx_ref!)}`,
      },
    };
  }

  @Get('v1/transaction/verify/:txRef')
  async verify(
    @Headers('authorization') authorization: string | undefined,
    @Param('txRef') txRef: string,
  ) {
    this.authorize(authorization);
    const transaction = await this.find(txRef);
    if (transaction.status === 'pending') {
      return { message: 'Payment not paid yet', status: 'null', data: null };
    }
    const { tx_ref, reference, amount, currency, status, email, first_name, last_name } =
      transaction;
    return {
      message: 'Payment details',
      status: 'success',
      data: {
        tx_ref,
        reference,
        amount: Number(amount),
        currency,
        status,
        email,
        first_name,
        last_name,
        customization: transaction.customization,
        meta: transaction.meta,
        charge: 0,
        mode: 'test',
        method: 'sandbox',
        created_at: transaction.created_at,
        updated_at: transaction.updated_at,
      },
    };
  }

  @Get('checkout/:txRef')
  async checkout(@Param('txRef') txRef: string, @Res() res: Response): Promise<void> {
    const t = await this.find(txRef);
    res.type('html').send(
      checkoutPage({
        txRef: t.tx_ref,
        amount: t.amount,
        currency: t.currency,
        title: t.customization?.title ?? 'Payment',
        description: t.customization?.description ?? '',
        payerName: `${t.first_name ?? ''} ${t.last_name ?? ''}`.trim(),
        status: t.status,
      }),
    );
  }

  @Post('checkout/:txRef/pay')
  pay(@Param('txRef') txRef: string, @Res() res: Response): Promise<void> {
    return this.complete(txRef, 'success', res);
  }

  @Post('checkout/:txRef/cancel')
  cancel(@Param('txRef') txRef: string, @Res() res: Response): Promise<void> {
    return this.complete(txRef, 'failed', res);
  }

  /** Pay or Cancel: the first click on any instance decides, and only a payment sends the webhook. */
  private async complete(
    txRef: string,
    status: 'success' | 'failed',
    res: Response,
  ): Promise<void> {
    const transaction = await this.find(txRef);
    if (transaction.status === 'pending') {
      const completed = { ...transaction, status, updated_at: new Date().toISOString() };
      const decided = await this.store.replace('chapa', txRef, 'pending', completed);
      if (decided && status === 'success') void this.sendWebhook(completed);
    }
    res.redirect(303, transaction.return_url);
  }

  /** Chapa posts a signed charge.success event to the callback URL; delivery may fail, as in life. */
  private async sendWebhook(t: SandboxTransaction): Promise<void> {
    if (!t.callback_url) return;
    const body = JSON.stringify({
      event: 'charge.success',
      type: 'API',
      first_name: t.first_name,
      last_name: t.last_name,
      email: t.email,
      amount: t.amount,
      currency: t.currency,
      charge: '0',
      mode: 'test',
      status: 'success',
      reference: t.reference,
      tx_ref: t.tx_ref,
      created_at: t.created_at,
      updated_at: t.updated_at,
    });
    try {
      const response = await fetch(t.callback_url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...chapaSignatureHeaders(body, this.settings.sandboxKeys.chapaWebhookSecret),
        },
        body,
        signal: AbortSignal.timeout(10000),
      });
      if (!response.ok) this.logger.warn(`Webhook for ${t.tx_ref}: HTTP ${response.status}`);
    } catch (error) {
      this.logger.warn(`Webhook for ${t.tx_ref} not delivered: ${(error as Error).message}`);
    }
  }
}
