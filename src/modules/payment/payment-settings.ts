import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig, AuthConfig, PaymentConfig } from '../../config/configuration';
import type { PaymentAccountType } from './entities/payment.entity';
import { PAYMENT_ERRORS } from './payment-errors';

export const SANDBOX_PATH = '/api/sandbox';

export interface ChapaSettings {
  apiUrl: string;
  secretKey: string;
  webhookSecret?: string;
  createTimeoutMs: number;
  verifyTimeoutMs: number;
}

export interface StripeSettings {
  apiUrl: string;
  secretKey: string;
  webhookSecret?: string;
  publishableKey?: string;
}

/** What a payment buys: the price charged per provider currency and what is credited in ETB. */
export interface Product {
  purpose: 'Account Top Up' | 'Buyer Subscription';
  etb: number;
  usd: number;
}

export interface SandboxKeys {
  chapaSecret: string;
  chapaWebhookSecret: string;
  stripeSecret: string;
  stripeWebhookSecret: string;
}

/**
 * The sandbox's keys, derived from the server's secret: every instance of one site has the same
 * ones (a checkout started on one is verified on another, which accepts the first one's webhook
 * signature), while nobody without the secret can call the sandbox or sign its webhooks.
 */
export function sandboxKeysFrom(serverSecret: string): SandboxKeys {
  const derive = (label: string, length: number) =>
    createHmac('sha256', serverSecret)
      .update(`gebeya payment sandbox: ${label}`)
      .digest('hex')
      .slice(0, length);
  return {
    chapaSecret: `CHASECK_TEST-sandbox-${derive('chapa secret key', 24)}`,
    chapaWebhookSecret: derive('chapa webhook secret', 48),
    stripeSecret: `sk_test_sandbox_${derive('stripe secret key', 24)}`,
    stripeWebhookSecret: `whsec_sandbox_${derive('stripe webhook secret', 32)}`,
  };
}

/**
 * The providers' addresses and keys. In the sandbox both point back at this server's own
 * emulation of their APIs, so the same code paths run offline.
 */
@Injectable()
export class PaymentSettings {
  private readonly config: PaymentConfig;
  private readonly app: AppConfig;
  readonly sandboxKeys: SandboxKeys;

  constructor(
    configService: ConfigService,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.config = configService.getOrThrow<PaymentConfig>('payment');
    this.app = configService.getOrThrow<AppConfig>('app');
    this.sandboxKeys = sandboxKeysFrom(configService.getOrThrow<AuthConfig>('auth').jwtSecret);
  }

  get sandbox(): boolean {
    return this.config.sandbox;
  }

  /** Where browsers reach this marketplace (return pages, hosted sandbox pages). */
  get publicUrl(): string {
    return this.app.publicUrl;
  }

  /** How the server reaches itself: the port it actually listens on, over loopback. */
  loopbackUrl(): string {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as
      { address(): AddressInfo | string | null } | undefined;
    const address = server?.address();
    const port = typeof address === 'object' && address ? address.port : this.app.port;
    return `http://127.0.0.1:${port}`;
  }

  product(accountType: PaymentAccountType): Product {
    const { topUp, subscription } = this.config.prices;
    return accountType === 'seller'
      ? { purpose: 'Account Top Up', ...topUp }
      : { purpose: 'Buyer Subscription', ...subscription };
  }

  chapa(): ChapaSettings {
    const { chapa } = this.config;
    if (this.sandbox) {
      return {
        ...chapa,
        apiUrl: `${this.loopbackUrl()}${SANDBOX_PATH}/chapa/v1`,
        secretKey: this.sandboxKeys.chapaSecret,
        webhookSecret: this.sandboxKeys.chapaWebhookSecret,
      };
    }
    if (!chapa.secretKey)
      throw new ServiceUnavailableException(PAYMENT_ERRORS.PAYMENTS_UNAVAILABLE());
    return { ...chapa, secretKey: chapa.secretKey };
  }

  stripe(): StripeSettings {
    const { stripe } = this.config;
    if (this.sandbox) {
      return {
        apiUrl: `${this.loopbackUrl()}${SANDBOX_PATH}/stripe`,
        secretKey: this.sandboxKeys.stripeSecret,
        webhookSecret: this.sandboxKeys.stripeWebhookSecret,
      };
    }
    if (!stripe.secretKey)
      throw new ServiceUnavailableException(PAYMENT_ERRORS.PAYMENTS_UNAVAILABLE());
    return { ...stripe, secretKey: stripe.secretKey };
  }

  /** What the client needs to show the card form: live Stripe Elements, the sandbox form, or none. */
  cardMode(): { mode: 'live' | 'sandbox' | 'off'; publishableKey?: string } {
    if (this.sandbox) return { mode: 'sandbox' };
    const { secretKey, publishableKey } = this.config.stripe;
    return secretKey && publishableKey ? { mode: 'live', publishableKey } : { mode: 'off' };
  }

  get exchangeRateUrl(): string {
    return this.config.exchangeRateUrl;
  }
}
