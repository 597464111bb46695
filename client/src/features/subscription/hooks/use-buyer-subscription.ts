import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { subscriptionApi, subscriptionKeys } from '../api/subscription-api';

export function useBuyerSubscription() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: subscriptionKeys.buyerStatus(),
    queryFn: () => subscriptionApi.buyerSubscription(t('subscription.buyer.loadFailed')),
  });
}

export function useBuyerFreeTrials() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: subscriptionKeys.buyerFreeTrials(),
    queryFn: () => subscriptionApi.buyerFreeTrials(t('subscription.buyer.freeTrialsFailed')),
  });
}
