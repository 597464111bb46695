import { SUBSCRIBE_PATH } from '../seller/seller-paths';
import { BUYER_SUBSCRIBE_PATH } from '../subscription/subscription-paths';

/** Who pays: a seller tops up the balance, a buyer pays for a subscription. */
export type Payer = 'seller' | 'buyer';

/**
 * The spec's payment routes per payer. The return paths are also where the server sends the payer
 * back from Chapa (src/modules/payment/chapa/chapa-payments.service.ts).
 */
export const PAYMENT_PATHS = {
  seller: {
    chapa: '/seller/chapa',
    card: '/seller/stripe',
    return: '/payment/return',
    account: SUBSCRIBE_PATH,
  },
  buyer: {
    chapa: '/buyer/chapa',
    card: '/buyer/stripe',
    return: '/payment/buyer/return',
    account: BUYER_SUBSCRIBE_PATH,
  },
} as const satisfies Record<Payer, Record<string, string>>;
