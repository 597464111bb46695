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
import { PaymentSettings } from '../payment-settings';
import { checkoutPage } from './checkout-page';
import { SandboxOnlyGuard } from './sandbox-only.guard';

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
 * `callback_url`, as Chapa does. Transactions live in memory only.
 */
@ApiExcludeController()
@Public()
@UseGuards(SandboxOnlyGuard)
@Controller('sandbox/chapa')
export class ChapaSandboxController {
  private readonly logger = new Logger('ChapaSandbox');
  private readonly transactions = new Map<string, SandboxTransaction>();

  constructor(private readonly settings: PaymentSettings) {}

  private authorize(authorization?: string): void {
    if (authorization !== `Bearer ${this.settings.sandboxKeys.chapaSecret}`) {
      throw chapaError('Invalid API Key or User doesnt exist', 401);
    }
  }

  private find(txRef: string): SandboxTransaction {
    const transaction = this.transactions.get(txRef);
    if (!transaction) throw chapaError('Invalid transaction or Transaction not found', 404);
    return transaction;
  }

  @Post('v1/transaction/initialize')
  @HttpCode(200)
  initialize(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Partial<ChapaInitialize>,
  ) {
    this.authorize(authorization);
    const missing = (['amount', 'currency', 'tx_ref', 'return_url', 'email'] as const).filter(
      (field) => !body?.[field],
    );
    if (missing.length) throw chapaError(`${missing.join(', ')} is required`);
    if (!(Number(body.amount) > 0)) throw chapaError('The amount must be a positive number');
    if (this.transactions.has(body.tx_ref!)) {
      throw chapaError('Transaction reference has been used before');
    }
    const now = new Date().toISOString();
    this.transactions.set(body.tx_ref!, {
      ...(body as ChapaInitialize),
      status: 'pending',
      reference: `APSBX${randomBytes(5).toString('hex').toUpperCase()}`,
      created_at: now,
      updated_at: now,
    });
    return {
      message: 'Hosted Link',
      status: 'success',
      data: {
        checkout_url: `${this.settings.publicUrl}/api/sandbox/chapa/checkout/${encodeURIComponent(body.tx_ref!)}`,
      },
    };
  }

  @Get('v1/transaction/verify/:txRef')
  verify(
    @Headers('authorization') authorization: string | undefined,
    @Param('txRef') txRef: string,
  ) {
    this.authorize(authorization);
    const transaction = this.find(txRef);
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
  checkout(@Param('txRef') txRef: string, @Res() res: Response): void {
    const t = this.find(txRef);
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
  pay(@Param('txRef') txRef: string, @Res() res: Response): void {
    this.complete(txRef, 'success', res);
  }

  @Post('checkout/:txRef/cancel')
  cancel(@Param('txRef') txRef: string, @Res() res: Response): void {
    this.complete(txRef, 'failed', res);
  }

  private complete(txRef: string, status: 'success' | 'failed', res: Response): void {
    const transaction = this.find(txRef);
    if (transaction.status === 'pending') {
      transaction.status = status;
      transaction.updated_at = new Date().toISOString();
      if (status === 'success') void this.sendWebhook(transaction);
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
