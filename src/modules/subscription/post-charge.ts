import type { EntityManager } from 'typeorm';

/** How a post was paid for. */
export interface PostChargeOutcome {
  method: 'free-trial' | 'balance';
  /** ETB taken from the balance (0 for the free trial). */
  amount: number;
}

/**
 * Charges the seller for a new post inside the transaction that stores the listing, so a refused
 * charge stores nothing and a failed insert charges nothing. Listings ask for it by POST_CHARGE,
 * which SellerBalanceService provides.
 */
export interface PostCharge {
  /** Refuses (402) a seller who could not pay for a post now; nothing is reserved or spent. */
  assertCanPay(sellerId: number): Promise<void>;

  chargeForPost(
    manager: EntityManager,
    post: { sellerId: number; listingId: number },
  ): Promise<PostChargeOutcome>;
}

export const POST_CHARGE = Symbol('POST_CHARGE');
