import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentApi } from '../api/payment-api';
import { externalRedirect } from '../external-redirect';
import type { Payer } from '../payment-paths';
import { paymentReference } from '../payment-reference';

/** Starts a Chapa order at the shown price, keeps its reference, and leaves for the checkout. */
export function useChapaCheckout(payer: Payer) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (amountEtb: number) => {
      const checkout = await paymentApi.startChapa(
        payer,
        amountEtb,
        t('payment.chapa.createFailed'),
      );
      paymentReference.save(payer, checkout.reference);
      externalRedirect.to(checkout.checkoutUrl);
      return checkout;
    },
  });
}
