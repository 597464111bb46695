import { api, ApiError, unwrap } from '../../../api/client';
import type { Currency } from '../../../shared/format/money';
import type { ListingType } from '../../listings/listing-types';

/** The server's prices (src/modules/subscription/subscription.constants.ts). */
export const POST_FEE_ETB = 500;
export const BUYER_SUBSCRIPTION_ETB = 250;
export const BUYER_SUBSCRIPTION_MONTHS = 6;
export const BUYER_FREE_TRIALS = 2;

/** The seller's one free post: 1 used, 0 granted and unused, null never started. */
export type SellerFreeTrial = 0 | 1 | null;

/** A seller's prepaid balance (the spec calls it the subscription). */
export interface SellerSubscription {
  sellerId: number;
  amount: number;
  currency: Currency;
  updatedAt: string;
  freeTrialUsed: SellerFreeTrial;
}

export interface SellerTopUp {
  id: number;
  date: string;
  amount: number;
  currency: Currency;
  source: 'payment' | 'staff';
}

export interface TopUpPage {
  topUps: SellerTopUp[];
  meta: { page: number; pageSize: number; total: number };
}

export type BuyerSubscriptionStatus = 'none' | 'active' | 'expired';

export interface BuyerSubscription {
  status: BuyerSubscriptionStatus;
  amount: number;
  currency: Currency;
  endDate: string | null;
  startedAt: string | null;
}

export interface SellerAddress {
  sellerId: number;
  sellerFirstName: string;
  sellerLastName: string;
  sellerCountry: string;
  sellerCity: string;
  PhoneNumber: string;
}

export interface BuyerFreeTrialResult {
  access: 'subscription' | 'free-trial';
  freeTrialsUsed: number;
}

/** The server's reply when the buyer had already notified this seller. */
export const ALREADY_NOTIFIED = 'You have already notified this seller.';

/** Query keys: the seller and buyer reads each under one prefix, so one invalidation refreshes all. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  seller: ['subscription', 'seller'] as const,
  sellerBalance: () => [...subscriptionKeys.seller, 'balance'] as const,
  sellerFreeTrial: () => [...subscriptionKeys.seller, 'free-trial'] as const,
  /** The post form's trial step: reads the trial state and starts the trial when it can. */
  sellerPostingTrial: () => [...subscriptionKeys.seller, 'posting-trial'] as const,
  sellerTopUps: (page: number) => [...subscriptionKeys.seller, 'top-ups', page] as const,
  buyer: ['subscription', 'buyer'] as const,
  buyerStatus: () => [...subscriptionKeys.buyer, 'status'] as const,
  buyerFreeTrials: () => [...subscriptionKeys.buyer, 'free-trials'] as const,
};

// The OpenAPI document does not describe these replies' bodies, so they are read by hand here.
type Wire = Record<string, unknown>;
const wire = (reply: unknown): Wire =>
  typeof reply === 'object' && reply !== null ? (reply as Wire) : {};
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const trialOf = (value: unknown): SellerFreeTrial => (value === 0 || value === 1 ? value : null);
const currencyOf = (value: unknown): Currency => (value === 'USD' ? 'USD' : 'ETB');

export const subscriptionApi = {
  /** The seller's balance, or null while the seller has never been credited (the server's 404). */
  async sellerSubscription(fallback: string): Promise<SellerSubscription | null> {
    try {
      const data = wire(wire(await unwrap(api.GET('/api/seller/subscription'), fallback)).data);
      return {
        sellerId: Number(data.sellerId),
        amount: Number(data.sellerSubscriptionAmount ?? 0),
        currency: currencyOf(data.sellerSubscriptionCurrency),
        updatedAt: textOf(data.sellerSubscriptionDate),
        freeTrialUsed: trialOf(data.freeTrialUsed),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },

  async sellerFreeTrial(fallback: string): Promise<SellerFreeTrial> {
    const reply = wire(await unwrap(api.GET('/api/seller/free-trial/status'), fallback));
    return trialOf(reply.freeTrialUsed);
  },

  /** Grants the one free post if it was never granted; returns the state afterwards. */
  async startSellerFreeTrial(fallback: string): Promise<SellerFreeTrial> {
    const reply = wire(
      await unwrap(api.POST('/api/seller/free-trial/start', { body: {} }), fallback),
    );
    return trialOf(reply.freeTrialUsed);
  },

  async sellerTopUps(page: number, pageSize: number, fallback: string): Promise<TopUpPage> {
    const reply = wire(
      await unwrap(
        api.GET('/api/seller/topup', { params: { query: { page, pageSize } } }),
        fallback,
      ),
    );
    const rows = Array.isArray(reply.data) ? reply.data.map(wire) : [];
    const meta = wire(reply.meta);
    return {
      topUps: rows.map((row) => ({
        id: Number(row.topUpId),
        date: textOf(row.topUpDate),
        amount: Number(row.topUpAmount ?? 0),
        currency: currencyOf(row.topUpCurrency),
        source: row.source === 'payment' ? 'payment' : 'staff',
      })),
      meta: {
        page: Number(meta.page ?? page),
        pageSize: Number(meta.pageSize ?? pageSize),
        total: Number(meta.total ?? rows.length),
      },
    };
  },

  async buyerSubscription(fallback: string): Promise<BuyerSubscription> {
    const data = wire(wire(await unwrap(api.GET('/api/buyer/subscription'), fallback)).data);
    const status = data.status;
    return {
      status: status === 'active' || status === 'expired' ? status : 'none',
      amount: Number(data.buyerSubscriptionAmount ?? 0),
      currency: currencyOf(data.buyerSubscriptionCurrency),
      endDate: textOf(data.buyerSubscriptionEndDate) || null,
      startedAt: textOf(data.buyerSubscriptionDate) || null,
    };
  },

  async buyerFreeTrialsUsed(fallback: string): Promise<number> {
    const reply = wire(await unwrap(api.GET('/api/buyer/free-trial'), fallback));
    return Number(reply.freeTrialsUsed ?? 0);
  },

  /** Unlocks one seller's contact details; throws a 403 ApiError once both trials are used. */
  async unlockWithFreeTrial(sellerId: number, fallback: string): Promise<BuyerFreeTrialResult> {
    const reply = wire(
      await unwrap(api.POST('/api/buyer/free-trial', { body: { sellerId } }), fallback),
    );
    return {
      access: reply.access === 'subscription' ? 'subscription' : 'free-trial',
      freeTrialsUsed: Number(reply.freeTrialsUsed ?? 0),
    };
  },

  async sellerAddress(sellerId: number, fallback: string): Promise<SellerAddress> {
    const reply = wire(
      await unwrap(api.GET('/api/seller/getAdress', { params: { query: { sellerId } } }), fallback),
    );
    const rows = Array.isArray(reply.data) ? reply.data : [reply.data];
    const first = wire(rows[0]);
    if (!first.sellerFirstName && !first.PhoneNumber) throw new ApiError(404, fallback);
    return {
      sellerId: Number(first.sellerId ?? sellerId),
      sellerFirstName: textOf(first.sellerFirstName),
      sellerLastName: textOf(first.sellerLastName),
      sellerCountry: textOf(first.sellerCountry),
      sellerCity: textOf(first.sellerCity),
      PhoneNumber: textOf(first.PhoneNumber),
    };
  },

  /** Returns the server's message: notified now, or already notified before. */
  async notifySeller(
    body: { sellerId: number; listingType: ListingType; postHash: string },
    fallback: string,
  ): Promise<string> {
    return textOf(wire(await unwrap(api.POST('/api/buyer/request', { body }), fallback)).message);
  },
};
