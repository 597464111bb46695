import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { REQUEST_PAGE_SIZE, requestKeys, requestsApi, type RequestPage } from '../api/requests-api';

/** How often the menu badge asks for new requests while a seller page is open. */
const UNREAD_POLL_MS = 60_000;

/** A page of the requests sent to the seller; opening it clears the badge. */
export function useBuyerRequests(page: number, pageSize = REQUEST_PAGE_SIZE) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: requestKeys.list(page, pageSize),
    queryFn: async () => {
      const result = await requestsApi.list(page, pageSize, t('requests.errors.get'));
      // The server marked them read: the badge follows.
      void queryClient.invalidateQueries({ queryKey: requestKeys.unread() });
      return result;
    },
    placeholderData: keepPreviousData,
  });
}

/** The menu badge's count of requests the seller has not seen yet. */
export function useUnreadRequests() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: requestKeys.unread(),
    queryFn: () => requestsApi.unread(t('requests.errors.get')),
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** Deletes a request: its row leaves every cached page at once, then the lists are refetched. */
export function useDeleteRequest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyerRequestId: number) =>
      requestsApi.remove(buyerRequestId, t('requests.errors.delete')),
    onSuccess: (_, buyerRequestId) => {
      queryClient.setQueriesData<RequestPage>({ queryKey: requestKeys.lists() }, (page) =>
        page
          ? {
              requests: page.requests.filter((r) => r.buyerRequestId !== buyerRequestId),
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
