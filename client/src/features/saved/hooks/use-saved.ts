import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import i18n from '../../../app/i18n';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import type { StoredSession } from '../../../app/auth/session';
import { useAfterLoad } from '../../../shared/hooks/use-after-load';
import { savedApi, savedKeys } from '../api/saved-api';

/** How often the header looks for new alerts. */
const UNREAD_EVERY_MS = 60_000;

/** Sellers and buyers keep favourites and saved searches; visitors and staff do not. */
export function canSave(session: StoredSession | null): boolean {
  return session?.userType === 'seller' || session?.userType === 'buyer';
}

export function useCanSave(): boolean {
  return canSave(useAuth().session);
}

/** The caller's favourites: one request for every heart on the page. */
function favouritesQuery(failed: string) {
  return queryOptions({
    queryKey: savedKeys.favourites,
    queryFn: () => savedApi.favourites(failed),
  });
}

export function useFavourites() {
  const { t } = useTranslation();
  return useQuery({ ...favouritesQuery(t('saved.favourites.loadFailed')), enabled: useCanSave() });
}

/**
 * Asks for the favourites as the app starts on a page of listings with hearts, beside the
 * listings themselves: asked for when the cards render, they came one round trip after them.
 */
export function prefetchFavourites(queryClient: QueryClient, session: StoredSession | null): void {
  if (!canSave(session)) return;
  void queryClient.prefetchQuery(favouritesQuery(i18n.t('saved.favourites.loadFailed')));
}

/** Saves or unsaves a listing, the heart changing at once. */
export function useToggleFavourite(postHash: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean): Promise<void> => {
      const fallback = t('saved.favourites.saveFailed');
      if (save) await savedApi.addFavourite(postHash, fallback);
      else await savedApi.removeFavourite(postHash, fallback);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.favourites }),
  });
}

export function useSavedSearches() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: savedKeys.searches,
    queryFn: () => savedApi.searches(t('saved.searches.loadFailed')),
    enabled: useCanSave(),
  });
}

/**
 * The unread alerts' count for the header's badge, looked at every minute. First asked for once
 * the page has loaded: its answer came while a slow phone was still building the page, and a
 * query's answer is drawn at once, interrupting that build and making it start over.
 */
export function useUnreadAlerts() {
  const { t } = useTranslation();
  const afterLoad = useAfterLoad();
  return useQuery({
    queryKey: savedKeys.unread,
    queryFn: () => savedApi.unread(t('saved.alerts.loadFailed')),
    enabled: useCanSave() && afterLoad,
    refetchInterval: UNREAD_EVERY_MS,
  });
}
