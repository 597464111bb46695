import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { listingKeys } from '../../listings/api/listings-api';
import type { ListingType } from '../../listings/listing-types';
import { requestKeys } from '../../requests/api/requests-api';
import { historyApi, historyKeys } from '../api/history-api';

export function useHistoryGroup(type: ListingType, page: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: historyKeys.group(type, page),
    queryFn: () => historyApi.group(type, page, t('history.failed')),
    placeholderData: keepPreviousData,
  });
}

/** Marks a listing rented or sold: the listing, the buyer's request and the history all change. */
export function useMarkDone(type: ListingType, postHash: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyerId: number) =>
      historyApi.markDone(type, { buyerId, postHash }, t('history.mark.failed')),
    onSuccess: () => {
      // The listing is gone: its own page must not be fetched again (it would 404).
      queryClient.removeQueries({ queryKey: listingKeys.ownOne(type, postHash) });
      // Not awaited: the page shows the outcome at once and the lists refresh behind it.
      for (const queryKey of [listingKeys.all, requestKeys.all, historyKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
