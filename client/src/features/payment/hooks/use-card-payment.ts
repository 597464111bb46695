import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionKeys } from '../../subscription/api/subscription-api';
import { paymentApi, type CardIntent } from '../api/payment-api';
import type { Payer } from '../payment-paths';

/** Hands the card to the provider for this intent (Stripe.js live, the sandbox otherwise). */
export type ConfirmWithProvider = (intent: CardIntent) => Promise<void>;

/**
 * Card payment: create the intent, let the provider take the card, then have the server check
 * the intent and credit it. Attempts reuse one intent: a declined card can be retried on it, and
 * once the provider has taken the money only the server's check is repeated, never a new charge.
 */
export function useCardPayment(payer: Payer, amountUsd: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const intent = useRef<CardIntent | null>(null);
  const paid = useRef(false);
  return useMutation({
    mutationFn: async (confirmWithProvider: ConfirmWithProvider) => {
      intent.current ??= await paymentApi.createCardIntent(
        payer,
        amountUsd,
        t('payment.card.intentFailed'),
      );
      if (!paid.current) {
        await confirmWithProvider(intent.current);
        paid.current = true;
      }
      const outcome = await paymentApi.confirmCard(
        payer,
        intent.current.paymentIntentId,
        t('payment.card.confirmFailed'),
      );
      intent.current = null;
      paid.current = false;
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      return outcome;
    },
  });
}
