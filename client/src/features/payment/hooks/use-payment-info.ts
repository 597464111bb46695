import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** ETB per USD; the server answers its 125 fallback itself when the rate service is down. */
export function useExchangeRate() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: paymentKeys.exchangeRate(),
    queryFn: () => paymentApi.exchangeRate(t('payment.optionsFailed')),
    staleTime: 60 * 60 * 1000,
  });
}

/** What this payer buys: a balance top-up or a subscription. */
export const productOf = (options: PaymentOptions, payer: Payer) =>
  payer === 'seller' ? options.topUp : options.subscription;
