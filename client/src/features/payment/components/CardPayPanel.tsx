import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney } from '../../../shared/format/money';
import type { PaymentOptions } from '../api/payment-api';
import { productOf } from '../hooks/use-payment-info';
import { PAYMENT_PATHS, type Payer } from '../payment-paths';
import { PaymentPanel } from './PaymentPanel';
import { ProductSummary } from './ProductSummary';
import { SandboxCardForm } from './SandboxCardForm';

// Stripe's libraries load only when live card payments are configured.
const LiveCardForm = lazy(() => import('./LiveCardForm'));

/** The card form the server's card mode calls for: live Stripe Elements, the sandbox, or none. */
function CardForm({ payer, options }: { payer: Payer; options: PaymentOptions }) {
  const { t } = useTranslation();
  const { usd } = productOf(options, payer);
  const { mode, publishableKey } = options.card;
  if (mode === 'sandbox') return <SandboxCardForm payer={payer} amountUsd={usd} />;
  if (mode === 'live' && publishableKey) {
    return (
      <Suspense fallback={<CircularProgress size={24} aria-label={t('payment.loading')} />}>
        <LiveCardForm payer={payer} amountUsd={usd} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  return <Alert severity="info">{t('payment.card.off')}</Alert>;
}

/** Pay by card, in USD. */
export function CardPayPanel({ payer }: { payer: Payer }) {
  const { t, i18n } = useTranslation();
  return (
    <PaymentPanel title={t('payment.card.title')}>
      {(options) => (
        <>
          <ProductSummary payer={payer} options={options} currency="USD" />
          <CardForm payer={payer} options={options} />
          <Link component={RouterLink} to={PAYMENT_PATHS[payer].chapa}>
            {t('payment.card.payWithChapa', {
              amount: formatMoney(productOf(options, payer).etb, 'ETB', i18n.language),
            })}
          </Link>
        </>
      )}
    </PaymentPanel>
  );
}
