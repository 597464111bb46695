import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import { failedStep, runStep } from '../../../shared/errors/step-failure';
import { subscriptionKeys } from '../../subscription/api/subscription-api';
import { paymentApi, type CardIntent } from '../api/payment-api';
import type { Payer } from '../payment-paths';

/** Hands the card to the provider for this intent (Stripe.js live, the sandbox otherwise). */
export type ConfirmWithProvider = (intent: CardIntent) => Promise<void>;

/** The card payment's steps: create the intent, the provider takes the card, the server checks. */
export type CardStep = 'intent' | 'provider' | 'confirm';

const STEP_TEXTS: Record<CardStep, string> = {
  intent: 'payment.card.intentFailed',
  provider: 'payment.card.failed',
  confirm: 'payment.card.confirmFailed',
};

/**
 * What a failed card payment shows: a refusal's reason (the server's or the provider's) in the
 * user's language; when the server failed or was not reached, the spec's text for the step.
 */
export function cardFailureText(failure: unknown, t: (key: string) => string): string {
  const { step: name, error } = failedStep<CardStep>(failure, 'confirm');
  return failureText(error, t(STEP_TEXTS[name]));
}

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
      const current = (intent.current ??= await runStep('intent', () =>
        paymentApi.createCardIntent(payer, amountUsd, t('payment.card.intentFailed')),
      ));
      if (!paid.current) {
        await runStep('provider', () => confirmWithProvider(current));
        paid.current = true;
      }
      const outcome = await runStep('confirm', () =>
        paymentApi.confirmCard(payer, current.paymentIntentId, t('payment.card.confirmFailed')),
      );
      intent.current = null;
      paid.current = false;
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      return outcome;
    },
  });
}
