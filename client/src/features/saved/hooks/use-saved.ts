import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import { savedApi, savedKeys } from '../api/saved-api';

/** How often the header looks for new alerts. */
const UNREAD_EVERY_MS = 60_000;

/** Sellers and buyers keep favourites and saved searches; visitors and staff do not. */
export function useCanSave(): boolean {
  const auth = useAuth();
  return auth.isSeller || auth.isBuyer;
}

/** The caller's favourites (one request for every heart on the page). */
export function useFavourites() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: savedKeys.favourites,
    queryFn: () => savedApi.favourites(t('saved.favourites.loadFailed')),
    enabled: useCanSave(),
  });
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

/** The unread alerts' count for the header's badge, looked at every minute. */
export function useUnreadAlerts() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: savedKeys.unread,
    queryFn: () => savedApi.unread(t('saved.alerts.loadFailed')),
    enabled: useCanSave(),
    refetchInterval: UNREAD_EVERY_MS,
  });
}
