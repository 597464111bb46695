import type { CardMode, PaymentOptions, PaymentOutcome } from './api/payment-api';

type Reply = [number, unknown];

/** GET /api/payment/options as the server answers it with its default prices. */
export const optionsReply =
  (mode: CardMode = 'sandbox', extra: Partial<PaymentOptions> = {}) =>
  (): Reply => [
    200,
    {
      sandbox: mode === 'sandbox',
      topUp: { purpose: 'Account Top Up', etb: 500, usd: 5 },
      subscription: { purpose: 'Buyer Subscription', etb: 250, usd: 2 },
      subscriptionMonths: 6,
      postFee: 500,
      buyerFreeTrials: 2,
      card: mode === 'live' ? { mode, publishableKey: 'pk_test_123' } : { mode },
      ...extra,
    },
  ];

/** GET /api/buyer/subscription for a buyer with no, an active or an expired subscription. */
export const buyerStatusReply =
  (status: 'none' | 'active' | 'expired', endDate: string | null = null) =>
  (): Reply => [
    200,
    {
      status: 'success',
      data: {
        buyerId: 2,
        status,
        buyerSubscriptionAmount: status === 'none' ? 0 : 250,
        buyerSubscriptionCurrency: 'ETB',
        buyerSubscriptionEndDate: endDate,
        buyerSubscriptionDate: null,
      },
    },
  ];

/** A verify or confirm call's success: the payment credited and what the account has now. */
export const outcomeReply = (data: Partial<PaymentOutcome>) => (): Reply => [
  200,
  {
    status: 'success',
    message: 'Payment verified',
    data: {
      reference: 'TX-1',
      provider: 'chapa',
      purpose: 'Account Top Up',
      amount: 500,
      currency: 'ETB',
      creditAmount: 500,
      paymentStatus: 'credited',
      ...data,
    },
  },
];

/** A reply held back until released, to see the page while it waits. */
export function heldReply(reply: () => Reply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply()), release };
}
