import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { subscriptionKeys } from '../../subscription/api/subscription-api';
import { paymentApi, paymentKeys } from '../api/payment-api';
import type { Payer } from '../payment-paths';
import { paymentReference } from '../payment-reference';

/**
 * The return page's check. The server credits a paid order once however often this runs, so
 * Try Again simply asks again; a 409 (not paid yet) fails like any other answer.
 */
export function usePaymentVerification(payer: Payer, reference: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.verification(payer, reference ?? ''),
    queryFn: async () => {
      const outcome = await paymentApi.verifyChapa(
        payer,
        reference!,
        t('payment.return.verificationFailed'),
      );
      paymentReference.clear(payer, reference!);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      return outcome;
    },
    enabled: reference !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
