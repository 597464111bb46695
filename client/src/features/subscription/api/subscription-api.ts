import { api, ApiError, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { ListingType } from '../../listings/listing-types';

type Schemas = components['schemas'];

/** A seller's prepaid balance (the spec calls it the subscription). */
export type SellerBalance = Schemas['SellerBalanceDto'];
/** The seller's one free post: 1 used, 0 granted and unused, null never started. */
export type SellerFreeTrial = Schemas['SellerFreeTrialStatusResponse']['freeTrialUsed'];
export type TopUpPage = Schemas['TopUpPageResponse'];
export type BuyerSubscription = Schemas['BuyerSubscriptionDto'];
export type BuyerSubscriptionStatus = BuyerSubscription['status'];
export type SellerAddress = Schemas['SellerAddressDto'];
export type BuyerFreeTrialResult = Pick<
  Schemas['UseFreeTrialResponse'],
  'access' | 'freeTrialsUsed' | 'freeTrials'
>;
export type BuyerFreeTrials = Pick<
  Schemas['BuyerFreeTrialsResponse'],
  'freeTrialsUsed' | 'freeTrials'
>;

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

export const subscriptionApi = {
  /**
   * The seller's balance, or null while the seller has never been credited. Asked with
   * ifNone=empty, so a new seller's page logs no 404 (the spec's own call still answers one).
   */
  async sellerSubscription(fallback: string): Promise<SellerBalance | null> {
    try {
      const query = { ifNone: 'empty' } as const;
      return (await unwrap(api.GET('/api/seller/subscription', { params: { query } }), fallback))
        .data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },

  async sellerFreeTrial(fallback: string): Promise<SellerFreeTrial> {
    return (await unwrap(api.GET('/api/seller/free-trial/status'), fallback)).freeTrialUsed;
  },

  /** Grants the one free post if it was never granted; returns the state afterwards. */
  async startSellerFreeTrial(fallback: string): Promise<SellerFreeTrial> {
    const reply = await unwrap(api.POST('/api/seller/free-trial/start', { body: {} }), fallback);
    return reply.freeTrialUsed;
  },

  sellerTopUps(page: number, pageSize: number, fallback: string): Promise<TopUpPage> {
    return unwrap(
      api.GET('/api/seller/topup', { params: { query: { page, pageSize } } }),
      fallback,
    );
  },

  async buyerSubscription(fallback: string): Promise<BuyerSubscription> {
    return (await unwrap(api.GET('/api/buyer/subscription'), fallback)).data;
  },

  async buyerFreeTrials(fallback: string): Promise<BuyerFreeTrials> {
    const { freeTrialsUsed, freeTrials } = await unwrap(api.GET('/api/buyer/free-trial'), fallback);
    return { freeTrialsUsed, freeTrials };
  },

  /** Unlocks one seller's contact details; throws a 403 ApiError once both trials are used. */
  async unlockWithFreeTrial(sellerId: number, fallback: string): Promise<BuyerFreeTrialResult> {
    const reply = await unwrap(api.POST('/api/buyer/free-trial', { body: { sellerId } }), fallback);
    const { access, freeTrialsUsed, freeTrials } = reply;
    return { access, freeTrialsUsed, freeTrials };
  },

  async sellerAddress(sellerId: number, fallback: string): Promise<SellerAddress> {
    const reply = await unwrap(
      api.GET('/api/seller/getAdress', { params: { query: { sellerId } } }),
      fallback,
    );
    const [address] = reply.data;
    if (!address) throw new ApiError(404, fallback);
    return address;
  },

  /** Returns the server's message: notified now, or already notified before. */
  async notifySeller(
    body: { sellerId: number; listingType: ListingType; postHash: string; message?: string },
    fallback: string,
  ): Promise<string> {
    return (await unwrap(api.POST('/api/buyer/request', { body }), fallback)).message;
  },
};
