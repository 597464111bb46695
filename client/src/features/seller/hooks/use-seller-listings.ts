import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError } from '../../../api/client';
import { listingKeys, listingsApi } from '../../listings/api/listings-api';
import { TYPE_INFO, type ListingEditBody, type ListingType } from '../../listings/listing-types';
import { subscriptionKeys } from '../../subscription/api/subscription-api';
import { listingPhotosApi } from '../api/listing-photos-api';
import '../i18n';

export const OWN_PAGE_SIZE = 12;

export function useOwnListings(type: ListingType, page: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: listingKeys.own(type, page),
    queryFn: () =>
      listingsApi.ownList(
        type,
        page,
        OWN_PAGE_SIZE,
        t(`seller.ownListFailed.${TYPE_INFO[type].category}`),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOwnListing(type: ListingType, postHash: string) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: listingKeys.ownOne(type, postHash),
    queryFn: () =>
      listingsApi.ownOne(type, postHash, t(`seller.edit.fetchFailed.${TYPE_INFO[type].category}`)),
  });
}

export function useCreateListing(type: ListingType, onProgress: (fraction: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      listingsApi.create(type, form, onProgress, t(`seller.form.failed.${type}`)),
    // A post spends the free trial or 500 ETB, so the posting check runs again after it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.seller }),
      ]),
    // The server's 402: the balance fell below 500 since the check (e.g. a post from another tab).
    onError: (error) =>
      error instanceof ApiError && error.status === 402
        ? queryClient.invalidateQueries({ queryKey: subscriptionKeys.seller })
        : undefined,
  });
}

/** Resolves to the server's success message. */
export function useUpdateListing<T extends ListingType>(type: T, postHash: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ListingEditBody<T>) => {
      const reply = await listingsApi.update(
        type,
        postHash,
        body,
        t(`seller.edit.noAnswer.${type}`),
      );
      return reply.message ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export function useDeleteListing(type: ListingType, postHash: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await listingsApi.remove(type, postHash, t(`seller.delete.noAnswer.${type}`))).message,
    onSuccess: async () => {
      // The deleted listing must not be refetched (it would 404); the lists must be.
      queryClient.removeQueries({ queryKey: listingKeys.ownOne(type, postHash) });
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}

/** Replaces the picked photos of an own listing; the listing and the lists show the new ones. */
export function useReplacePhotos(type: ListingType, postHash: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photos: FormData) =>
      listingPhotosApi.replace(type, postHash, photos, t('seller.photos.failed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
