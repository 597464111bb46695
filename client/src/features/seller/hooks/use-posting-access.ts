import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from '../../../app/i18n/translator';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import { currencyOf, type Currency } from '../../../shared/format/money';
import { usePaymentOptions } from '../../payment/hooks/use-payment-info';
import {
  subscriptionApi,
  subscriptionKeys,
  type SellerFreeTrial,
} from '../../subscription/api/subscription-api';
import { useSellerBalance } from './use-seller-subscription';

/** Whether the seller may post now, and why (or why not). */
export type PostingAccess =
  | { kind: 'checking'; step: 'subscription' | 'freeTrial' }
  | { kind: 'allowed'; via: 'balance'; balance: number; currency: Currency; postFee: number }
  | { kind: 'allowed'; via: 'freeTrial'; started: boolean }
  | { kind: 'denied'; currency: Currency; postFee: number }
  | { kind: 'error'; message: string };

const TRIAL_CHECK_FAILED = 'seller.access.trialFailed';
const TRIAL_START_FAILED = 'seller.access.trialStartFailed';

/** A failed free-trial step: the check of the status or the start, each with its own text. */
class TrialStepError extends Error {
  constructor(
    readonly failure: unknown,
    readonly textKey: string,
  ) {
    super(failure instanceof Error ? failure.message : textKey);
  }
}

/** A refusal's reason (4xx), else the failed step's text, in the current language. */
function trialFailure(error: unknown, t: TFunction): string {
  return error instanceof TrialStepError
    ? failureText(error.failure, t(error.textKey))
    : failureText(error, t(TRIAL_CHECK_FAILED));
}

/**
 * The post form's check, as the spec runs it: the balance first (500 or more posts); a seller
 * never credited (404) falls back to the free trial, which is started when it was never used.
 * Its queries sit under subscriptionKeys.seller, so invalidating that after a post re-runs it.
 */
export function usePostingAccess(): PostingAccess {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useSellerBalance();
  const options = usePaymentOptions();
  const neverCredited = balance.isSuccess && balance.data === null;
  const trial = useQuery({
    queryKey: subscriptionKeys.sellerPostingTrial(),
    enabled: neverCredited,
    queryFn: async (): Promise<{ state: SellerFreeTrial; started: boolean }> => {
      const state = await subscriptionApi
        .sellerFreeTrial(t(TRIAL_CHECK_FAILED))
        .catch((error: unknown) => Promise.reject(new TrialStepError(error, TRIAL_CHECK_FAILED)));
      if (state === 1) return { state, started: false };
      // Starting is idempotent on the server, so a repeated check cannot grant a second trial.
      const started = await subscriptionApi
        .startSellerFreeTrial(t(TRIAL_START_FAILED))
        .catch((error: unknown) => Promise.reject(new TrialStepError(error, TRIAL_START_FAILED)));
      queryClient.setQueryData(subscriptionKeys.sellerFreeTrial(), started);
      return { state: started, started: true };
    },
  });

  if (balance.isPending || balance.isFetching || options.isPending) {
    return { kind: 'checking', step: 'subscription' };
  }
  if (balance.isError || options.isError) {
    return { kind: 'error', message: t('seller.access.subscriptionFailed') };
  }

  const account = balance.data;
  if (account) {
    const currency = currencyOf(account.sellerSubscriptionCurrency);
    const { postFee } = options.data;
    if (account.sellerSubscriptionAmount >= postFee) {
      const balance = account.sellerSubscriptionAmount;
      return { kind: 'allowed', via: 'balance', balance, currency, postFee };
    }
    // The server spends an unused free trial before the balance, so a low balance can still post.
    if (account.freeTrialUsed !== 1) return { kind: 'allowed', via: 'freeTrial', started: false };
    return { kind: 'denied', currency, postFee };
  }

  if (trial.isPending || trial.isFetching) return { kind: 'checking', step: 'freeTrial' };
  if (trial.isError) return { kind: 'error', message: trialFailure(trial.error, t) };
  if (trial.data.state === 1)
    return { kind: 'denied', currency: 'ETB', postFee: options.data.postFee };
  return { kind: 'allowed', via: 'freeTrial', started: trial.data.started };
}
