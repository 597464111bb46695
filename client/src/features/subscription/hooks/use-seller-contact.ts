import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../shared/errors/failure-text';
import { failedStep, runStep, StepFailure } from '../../../shared/errors/step-failure';
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

/** Which call of a contact action failed: each has its own text. */
export type ContactStep = 'status' | 'trial' | 'address' | 'notify';

/** The spec's text for each call: when the server failed, and when it was not reached. */
const STEP_TEXTS: Record<ContactStep, { failed: string; noAnswer: string }> = {
  status: {
    failed: 'subscription.buyer.loadFailed',
    noAnswer: 'subscription.buyer.loadFailed',
  },
  trial: {
    failed: 'subscription.contact.trialFailed',
    noAnswer: 'subscription.contact.trialFailed',
  },
  address: {
    failed: 'subscription.contact.addressFailed',
    noAnswer: 'subscription.contact.addressFailed',
  },
  notify: {
    failed: 'subscription.contact.notifyFailed',
    noAnswer: 'subscription.contact.notifyError',
  },
};

/**
 * What a failed contact action shows: the server's reason when it refused (4xx), in the user's
 * language; the spec's text for the failed call otherwise.
 */
export function contactFailureText(failure: unknown, t: (key: string) => string): string {
  const { step: name, error } = failedStep<ContactStep>(failure, 'address');
  const texts = STEP_TEXTS[name];
  const answered = error instanceof ApiError && error.status > 0;
  return failureText(error, t(answered ? texts.failed : texts.noAnswer));
}

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
  const trialFallback = t('subscription.contact.trialFailed');
  const buyerStatus = useFreshBuyerStatus(t('subscription.buyer.loadFailed'));
  return useMutation({
    mutationFn: async (): Promise<AddressOutcome> => {
      let trial: BuyerFreeTrialResult | null = null;
      if ((await runStep('status', buyerStatus)).status !== 'active') {
        try {
          trial = await subscriptionApi.unlockWithFreeTrial(sellerId, trialFallback);
        } catch (error) {
          if (isForbidden(error)) return { kind: 'trialsUsed' };
          throw new StepFailure<ContactStep>('trial', error);
        }
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.buyerFreeTrials() });
      }
      return {
        kind: 'address',
        address: await runStep('address', () => subscriptionApi.sellerAddress(sellerId, fallback)),
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
  const fallback = t('requests.errors.send');
  const buyerStatus = useFreshBuyerStatus(t('subscription.buyer.loadFailed'));
  return useMutation({
    mutationFn: async (note?: string): Promise<NotifyOutcome> => {
      if ((await runStep('status', buyerStatus)).status !== 'active') return 'needSubscription';
      try {
        const body = note ? { ...request, message: note } : request;
        const message = await subscriptionApi.notifySeller(body, fallback);
        return message === ALREADY_NOTIFIED ? 'alreadyNotified' : 'notified';
      } catch (error) {
        // The subscription may have ended between the two calls.
        if (isForbidden(error)) return 'needSubscription';
        throw new StepFailure<ContactStep>('notify', error);
      }
    },
  });
}
