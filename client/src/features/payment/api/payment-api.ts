import { api, ApiError, unwrap } from '../../../api/client';
import i18n, { errorTextsReady } from '../../../app/i18n';
import type { components } from '../../../api/schema';
import type { Payer } from '../payment-paths';

export type PaymentOptions = components['schemas']['PaymentOptionsResponse'];
export type CardIntent = components['schemas']['CardIntentResponse'];
export type CardMode = components['schemas']['CardOptions']['mode'];
/** What a verify or confirm call answers: the payment, and the balance or subscription end now. */
export type PaymentOutcome = components['schemas']['PaymentOutcome'];

/** The spec's text when the provider gives no checkout page. */
export const PAYMENT_INITIATION_FAILED = 'Payment initiation failed';
/** Its code, as the server sends it when Chapa gives no checkout page. */
export const PAYMENT_INITIATION_FAILED_CODE = 'PAYMENT_INITIATION_FAILED';

export interface ChapaCheckout {
  checkoutUrl: string;
  reference: string;
}

export const paymentKeys = {
  all: ['payment'] as const,
  options: () => [...paymentKeys.all, 'options'] as const,
  verification: (payer: Payer, reference: string) =>
    [...paymentKeys.all, 'verification', payer, reference] as const,
};

/** The price shown is the price sent: the server refuses the order if its price changed since. */
const chapaOrder = (amountEtb: number) => ({ amount: String(amountEtb), currency: 'ETB' as const });

/** Error bodies of the sandbox (Stripe's shape) and of this API both carry a message. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The card provider's refusal in the user's language, by its code; its own words otherwise. */
function providerMessage(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  const key = `payment.card.provider.${String(code)}`;
  return typeof code === 'string' && i18n.exists(key) ? i18n.t(key) : messageOf(body);
}

export const paymentApi = {
  options: (fallback: string): Promise<PaymentOptions> =>
    unwrap(api.GET('/api/payment/options'), fallback),

  async startChapa(payer: Payer, amountEtb: number, fallback: string): Promise<ChapaCheckout> {
    const body = chapaOrder(amountEtb);
    const reply = await unwrap(
      payer === 'seller'
        ? api.POST('/api/payment/chapa/create', { body })
        : api.POST('/api/payment/chapa/buyer/create', { body }),
      fallback,
    );
    const checkoutUrl = reply?.data?.checkout_url;
    if (!checkoutUrl) {
      await errorTextsReady();
      throw new ApiError(502, PAYMENT_INITIATION_FAILED, [], PAYMENT_INITIATION_FAILED_CODE);
    }
    return { checkoutUrl, reference: reply.tx_ref };
  },

  /** Asks the server to check the payment with Chapa; it credits it once when paid. */
  async verifyChapa(payer: Payer, reference: string, fallback: string): Promise<PaymentOutcome> {
    const params = { query: { tx_ref: reference } };
    const reply = await unwrap(
      payer === 'seller'
        ? api.GET('/api/payment/chapa/verify', { params })
        : api.GET('/api/payment/chapa/buyer/verify', { params }),
      fallback,
    );
    return reply.data;
  },

  createCardIntent(payer: Payer, amountUsd: number, fallback: string): Promise<CardIntent> {
    const body = { amount: amountUsd, currency: 'usd' as const };
    return unwrap(
      payer === 'seller'
        ? api.POST('/api/seller/stripe/create-payment-intent', { body })
        : api.POST('/api/buyer/stripe/create-payment-intent', { body }),
      fallback,
    );
  },

  /**
   * The sandbox's stand-in for Stripe.js: the card goes to the provider with the intent's client
   * secret, never to this app's own endpoints. Not in the OpenAPI document, hence plain fetch.
   */
  async confirmSandboxCard(intent: CardIntent, cardNumber: string, fallback: string) {
    const path = `/api/sandbox/stripe/v1/payment_intents/${encodeURIComponent(intent.paymentIntentId)}/confirm`;
    let response: Response;
    try {
      response = await globalThis.fetch(
        new Request(new URL(path, window.location.origin), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_secret: intent.clientSecret, card_number: cardNumber }),
        }),
      );
    } catch {
      throw new ApiError(0, fallback);
    }
    if (response.ok) return;
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, providerMessage(body) ?? fallback);
  },

  /** Asks the server to check the intent with Stripe; it credits it once when it succeeded. */
  async confirmCard(payer: Payer, paymentIntentId: string, fallback: string) {
    const body = { paymentIntentId };
    const reply = await unwrap(
      payer === 'seller'
        ? api.POST('/api/seller/stripe/confirm-payment', { body })
        : api.POST('/api/buyer/stripe/confirm-payment', { body }),
      fallback,
    );
    return reply.data;
  },
};
