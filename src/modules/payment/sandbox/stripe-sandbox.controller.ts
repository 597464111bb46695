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
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import Stripe from 'stripe';
import { Public } from '../../../common/auth/access.decorator';
import { PaymentSettings } from '../payment-settings';
import { SandboxOnlyGuard } from './sandbox-only.guard';
import { SandboxStore } from './sandbox-store';

/** Test cards, as Stripe's test mode knows them. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

interface SandboxIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { code: string; message: string; type: string } | null;
  payment_method_types: string[];
  created: number;
  livemode: false;
}

/** Stripe answers errors as { error: { type, code?, message } }. */
function stripeError(
  status: number,
  message: string,
  type = 'invalid_request_error',
  code?: string,
) {
  return new HttpException({ error: { type, code, message }, message }, status);
}

/** The SDK sends form fields; metadata arrives as `metadata[key]`. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = String(value);
  }
  return metadata;
}

/**
 * An emulation of Stripe's PaymentIntent API for offline use. The server's SDK creates and
 * retrieves intents with the sandbox secret key; the sandbox card form confirms one with its
 * client secret (as Stripe.js would), after which a signed payment_intent.succeeded event is
 * posted to the webhook. Intents live in the database, so any instance serves them.
 */
@ApiExcludeController()
@Public()
@UseGuards(SandboxOnlyGuard)
@Controller('sandbox/stripe/v1/payment_intents')
export class StripeSandboxController {
  private readonly logger = new Logger('StripeSandbox');

  constructor(
    private readonly settings: PaymentSettings,
    private readonly store: SandboxStore,
  ) {}

  private authorize(authorization?: string): void {
    if (authorization !== `Bearer ${this.settings.sandboxKeys.stripeSecret}`) {
      throw stripeError(401, 'Invalid API Key provided.');
    }
  }

  private async find(id: string): Promise<SandboxIntent> {
    const intent = await this.store.find<SandboxIntent>('stripe', id);
    if (!intent)
      throw stripeError(
        404,
        `No such payment_intent: '${id}'`,
        'invalid_request_error',
        'resource_missing',
      );
    return intent;
  }

  @Post()
  @HttpCode(200)
  async create(
    @Headers('authorization') authorization: string | undefined,
    @Body() form: Record<string, string>,
  ) {
    this.authorize(authorization);
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw stripeError(
        400,
        'Amount must be at least $0.50 usd',
        'invalid_request_error',
        'amount_too_small',
      );
    }
    const id = `pi_sandbox_${randomBytes(10).toString('hex')}`;
    const intent: SandboxIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(form.currency ?? 'usd').toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: form.description ?? null,
      metadata: metadataOf(form),
      latest_charge: null,
      last_payment_error: null,
      payment_method_types: ['card'],
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    await this.store.add('stripe', id, intent);
    return intent;
  }

  @Get(':id')
  retrieve(@Headers('authorization') authorization: string | undefined, @Param('id') id: string) {
    this.authorize(authorization);
    return this.find(id);
  }

  /** What the sandbox card form calls: the client secret authorises it, as with Stripe.js. */
  @Post(':id/confirm')
  @HttpCode(200)
  async confirm(
    @Param('id') id: string,
    @Body() body: { client_secret?: string; card_number?: string },
  ) {
    const intent = await this.find(id);
    if (body?.client_secret !== intent.client_secret) {
      throw stripeError(401, 'The client secret does not match this payment.');
    }
    if (intent.status === 'succeeded') return intent;
    const card = String(body.card_number ?? '').replace(/\D/g, '');
    if (card !== SANDBOX_CARDS.success) {
      const declined = card === SANDBOX_CARDS.declined;
      const error = {
        type: 'card_error',
        code: declined ? 'card_declined' : 'incorrect_number',
        message: declined ? 'Your card was declined.' : 'Your card number is incorrect.',
      };
      await this.store.replace('stripe', id, intent.status, {
        ...intent,
        last_payment_error: error,
      });
      throw stripeError(402, error.message, 'card_error', error.code);
    }
    const paid: SandboxIntent = {
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: `ch_sandbox_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
    };
    // Confirmed twice at once (on two instances): one charge, one webhook.
    if (!(await this.store.replace('stripe', id, intent.status, paid))) return this.find(id);
    await this.sendWebhook(paid);
    return paid;
  }

  /** Stripe posts the signed event to the webhook endpoint; here it is this server's own. */
  private async sendWebhook(intent: SandboxIntent): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_sandbox_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.settings.sandboxKeys.stripeWebhookSecret,
    });
    try {
      const response = await fetch(`${this.settings.loopbackUrl()}/api/payment/stripe/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10000),
      });
      if (!response.ok) this.logger.warn(`Webhook for ${intent.id}: HTTP ${response.status}`);
    } catch (error) {
      this.logger.warn(`Webhook for ${intent.id} not delivered: ${(error as Error).message}`);
    }
  }
}
