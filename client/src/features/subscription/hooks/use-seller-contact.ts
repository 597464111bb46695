import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import type { ListingType } from '../../listings/listing-types';
import {
  ALREADY_NOTIFIED,
  subscriptionApi,
  subscriptionKeys,
  type BuyerFreeTrialResult,
  type SellerAddress,
} from '../api/subscription-api';

export type AddressOutcome =
  | { kind: 'address'; address: SellerAddress; trial: BuyerFreeTrialResult | null }
  | { kind: 'trialsUsed' };

export type NotifyOutcome = 'notified' | 'alreadyNotified' | 'needSubscription';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The buyer's subscription read fresh at each click: a stale 'none' would spend a free trial. */
export function useFreshBuyerStatus(fallback: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: subscriptionKeys.buyerStatus(),
      queryFn: () => subscriptionApi.buyerSubscription(fallback),
      staleTime: 0,
    });
}

/**
 * Get Seller Address: with an active subscription the address is fetched straight away; otherwise
 * a free trial unlocks this seller first (the server spends none for a seller already unlocked).
 */
export function useSellerAddress(sellerId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fallback = t('subscription.contact.addressFailed');
  const buyerStatus = useFreshBuyerStatus(fallback);
  return useMutation({
    mutationFn: async (): Promise<AddressOutcome> => {
      let trial: BuyerFreeTrialResult | null = null;
      if ((await buyerStatus()).status !== 'active') {
        try {
          trial = await subscriptionApi.unlockWithFreeTrial(sellerId, fallback);
        } catch (error) {
          if (isForbidden(error)) return { kind: 'trialsUsed' };
          throw error;
        }
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.buyerFreeTrials() });
      }
      return {
        kind: 'address',
        address: await subscriptionApi.sellerAddress(sellerId, fallback),
        trial,
      };
    },
  });
}

/**
 * Notify the Seller Now, with the buyer's optional message: subscribers only; the server keeps one
 * request per buyer and seller.
 */
export function useNotifySeller(request: {
  sellerId: number;
  listingType: ListingType;
  postHash: string;
}) {
  const { t } = useTranslation();
  const fallback = t('subscription.contact.notifyFailed');
  const buyerStatus = useFreshBuyerStatus(fallback);
  return useMutation({
    mutationFn: async (note?: string): Promise<NotifyOutcome> => {
      if ((await buyerStatus()).status !== 'active') return 'needSubscription';
      try {
        const body = note ? { ...request, message: note } : request;
        const message = await subscriptionApi.notifySeller(body, fallback);
        return message === ALREADY_NOTIFIED ? 'alreadyNotified' : 'notified';
      } catch (error) {
        // The subscription may have ended between the two calls.
        if (isForbidden(error)) return 'needSubscription';
        throw error;
      }
    },
  });
}
