import {
  BadGatewayException,
  BadRequestException,
  HttpException,
  Injectable,
  Logger,
} from '@nestjs/common';
import Stripe from 'stripe';
import type { CodedError } from '../../../common/errors/coded-error';
import { Payment } from '../entities/payment.entity';
import { PAYMENT_ERRORS } from '../payment-errors';
import type { PaymentProvider } from '../payment-provider';
import { PaymentSettings } from '../payment-settings';
import {
  PaymentAccount,
  PaymentsService,
  ProviderVerdict,
  SettledPayment,
} from '../payments.service';
import { createStripe } from './stripe.factory';

export interface CardIntent {
  clientSecret: string;
  paymentIntentId: string;
}

/** Card payments through Stripe's PaymentIntents (or the sandbox's emulation of them). */
@Injectable()
export class StripePaymentsService implements PaymentProvider {
  readonly name = 'stripe' as const;

  private readonly logger = new Logger('StripePayments');
  private client?: { key: string; stripe: Stripe };

  constructor(
    private readonly settings: PaymentSettings,
    private readonly payments: PaymentsService,
  ) {}

  /** Built on first use: the sandbox's address is only known once the server listens. */
  private stripe(): Stripe {
    const settings = this.settings.stripe();
    const key = `${settings.apiUrl}|${settings.secretKey}`;
    if (this.client?.key !== key) this.client = { key, stripe: createStripe(settings) };
    return this.client.stripe;
  }

  /** Stripe's own words when it answered, else the fallback. */
  private providerFailure(error: unknown, fallback: CodedError): never {
    if (error instanceof HttpException) throw error;
    const message = error instanceof Stripe.errors.StripeError ? error.message : undefined;
    this.logger.warn(`${fallback.message}: ${message ?? (error as Error).message}`);
    throw new BadGatewayException(
      message ? PAYMENT_ERRORS.PAYMENT_REFUSED_BY_PROVIDER({ reason: message }) : fallback,
    );
  }

  /**
   * A PaymentIntent for the product's card price, tagged with the order it belongs to. The card
   * is paid on the page itself; `returnOrigin` is kept with the order like a Chapa payment's.
   */
  async createIntent(account: PaymentAccount, returnOrigin: string): Promise<CardIntent> {
    const { usd, purpose } = this.settings.product(account.type);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe().paymentIntents.create({
        amount: Math.round(usd * 100),
        currency: 'usd',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        description: purpose,
        metadata: { purpose, accountType: account.type, accountId: String(account.id) },
      });
    } catch (error) {
      this.providerFailure(error, PAYMENT_ERRORS.PAYMENT_INTENT_FAILED());
    }
    await this.payments.createOrder({
      account,
      provider: 'stripe',
      reference: intent.id,
      currency: 'USD',
      returnOrigin,
    });
    if (!intent.client_secret) {
      throw new BadGatewayException(PAYMENT_ERRORS.PAYMENT_INTENT_FAILED());
    }
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
  }

  private static verdictOf(intent: Stripe.PaymentIntent, payment: Payment): ProviderVerdict {
    const ours =
      intent.metadata?.accountType === payment.accountType &&
      intent.metadata?.accountId === String(payment.accountId);
    if (!ours) {
      return {
        outcome: 'failed',
        error: PAYMENT_ERRORS.PAYMENT_OF_ANOTHER_ORDER(),
        answer: intent,
      };
    }
    if (intent.status === 'succeeded') {
      return {
        outcome: 'paid',
        amount: intent.amount_received / 100,
        currency: intent.currency,
        providerReference:
          typeof intent.latest_charge === 'string'
            ? intent.latest_charge
            : (intent.latest_charge?.id ?? null),
        answer: intent,
      };
    }
    if (intent.status === 'canceled') {
      return { outcome: 'failed', error: PAYMENT_ERRORS.PAYMENT_CANCELED(), answer: intent };
    }
    const lastError = intent.last_payment_error?.message;
    return {
      outcome: 'pending',
      error: lastError
        ? PAYMENT_ERRORS.PAYMENT_REFUSED_BY_PROVIDER({ reason: lastError })
        : PAYMENT_ERRORS.PAYMENT_NOT_COMPLETED(),
      answer: intent,
    };
  }

  /** Asks Stripe about the payment and credits it if it succeeded (once, however often asked). */
  async checkAndSettle(payment: Payment): Promise<SettledPayment> {
    if (payment.status === 'credited') return this.payments.currentState(payment);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe().paymentIntents.retrieve(payment.reference);
    } catch (error) {
      this.providerFailure(error, PAYMENT_ERRORS.PAYMENT_CONFIRM_FAILED());
    }
    return this.payments.settle(payment, StripePaymentsService.verdictOf(intent, payment));
  }

  /** The card page's confirmation: Stripe is asked, the client's word is not taken. */
  async confirmOwn(paymentIntentId: string, account: PaymentAccount): Promise<SettledPayment> {
    if (!/^pi_[A-Za-z0-9_]{3,200}$/.test(paymentIntentId)) {
      throw new BadRequestException(PAYMENT_ERRORS.PAYMENT_INTENT_ID_INVALID());
    }
    return this.checkAndSettle(await this.payments.findOwned(paymentIntentId, account, 'stripe'));
  }

  /**
   * Stripe's signed events. Only payment_intent.succeeded matters; the PaymentIntent is read
   * back from Stripe before crediting, like every other path.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<string> {
    const { webhookSecret } = this.settings.stripe();
    let event: Stripe.Event;
    try {
      if (!webhookSecret || !rawBody || !signature) throw new Error('unsigned');
      event = this.stripe().webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      this.logger.warn('Refused a Stripe webhook with a missing or wrong signature');
      throw new BadRequestException(PAYMENT_ERRORS.PAYMENT_SIGNATURE_INVALID());
    }
    if (event.type !== 'payment_intent.succeeded') return `Ignored: ${event.type}.`;
    const payment = await this.payments.findByReference(event.data.object.id);
    if (!payment || payment.provider !== 'stripe') return 'Ignored: unknown payment.';
    if (payment.status === 'credited') return 'Already credited.';
    try {
      await this.checkAndSettle(payment);
      return 'Payment credited.';
    } catch (error) {
      if (error instanceof BadGatewayException) throw error;
      return 'Payment not credited.';
    }
  }
}
