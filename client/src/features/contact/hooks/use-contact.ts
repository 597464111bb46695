import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { contactApi, contactKeys, type SenderType } from '../api/contact-api';

export function useOwnInquiries(type: SenderType, page: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: contactKeys.own(type, page),
    queryFn: () => contactApi.own(type, page, t('contact.loadFailed')),
    placeholderData: keepPreviousData,
    // Staff reply while the tab stays open: coming back to the page must show their answer.
    staleTime: 0,
  });
}

export function useSendInquiry(type: SenderType) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: { title: string; description: string }) =>
      contactApi.send(type, form, t('contact.sendFailed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useDeleteInquiry(type: SenderType) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => contactApi.remove(type, id, t('contact.deleteFailed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
