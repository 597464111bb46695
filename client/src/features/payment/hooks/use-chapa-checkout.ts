import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../shared/errors/failure-text';
import { PAYMENT_INITIATION_FAILED_CODE, paymentApi } from '../api/payment-api';
import { externalRedirect } from '../external-redirect';
import type { Payer } from '../payment-paths';
import { paymentReference } from '../payment-reference';

/**
 * What a failed start shows: a refusal's reason, or 'Payment initiation failed' when Chapa gave
 * no checkout page, in the user's language; otherwise the spec's 'Failed to create payment.'.
 */
export function chapaFailureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.code === PAYMENT_INITIATION_FAILED_CODE) {
    return error.describe();
  }
  return failureText(error, t('payment.chapa.createFailed'));
}

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
