import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { paymentApi, paymentKeys, type PaymentOptions } from '../api/payment-api';
import type { Payer } from '../payment-paths';

/** Prices and the card mode come from the server, never from constants in the client. */
export function usePaymentOptions() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: paymentKeys.options(),
    queryFn: () => paymentApi.options(t('payment.optionsFailed')),
  });
}

/** What this payer buys: a balance top-up or a subscription. */
export const productOf = (options: PaymentOptions, payer: Payer) =>
  payer === 'seller' ? options.topUp : options.subscription;
