import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { subscriptionApi, subscriptionKeys } from '../../subscription/api/subscription-api';

export const TOP_UP_PAGE_SIZE = 10;

/** The seller's balance; null while never credited. Shared by the post form and the page. */
export function useSellerBalance() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: subscriptionKeys.sellerBalance(),
    queryFn: () => subscriptionApi.sellerSubscription(t('seller.subscribe.loadFailed')),
  });
}

export function useSellerFreeTrial() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: subscriptionKeys.sellerFreeTrial(),
    queryFn: () => subscriptionApi.sellerFreeTrial(t('seller.subscribe.trialFailed')),
  });
}

export function useSellerTopUps(page: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: subscriptionKeys.sellerTopUps(page),
    queryFn: () =>
      subscriptionApi.sellerTopUps(page, TOP_UP_PAGE_SIZE, t('seller.subscribe.historyFailed')),
    placeholderData: keepPreviousData,
  });
}
