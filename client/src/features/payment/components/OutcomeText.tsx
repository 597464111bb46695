import { useTranslation } from '../../../app/i18n/use-translation';
import { formatMoney } from '../../../shared/format/money';
import { formatDateTime } from '../../../shared/format/date-time';
import type { PaymentOutcome } from '../api/payment-api';
import type { Payer } from '../payment-paths';

/** What the account has now: the seller's new balance, or the buyer's subscription end. */
export function OutcomeText({ payer, outcome }: { payer: Payer; outcome: PaymentOutcome }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (payer === 'seller') {
    if (outcome.balance === undefined) return null;
    const balance = formatMoney(outcome.balance, 'ETB', language);
    return <span data-testid="payment-outcome">{t('payment.seller.outcome', { balance })}</span>;
  }
  if (!outcome.subscriptionEndDate) return null;
  const date = formatDateTime(outcome.subscriptionEndDate, language);
  return <span data-testid="payment-outcome">{t('payment.buyer.outcome', { date })}</span>;
}
