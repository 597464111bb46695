import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney } from '../../../shared/format/money';
import { chapaFailureText, useChapaCheckout } from '../hooks/use-chapa-checkout';
import { productOf } from '../hooks/use-payment-info';
import { PAYMENT_PATHS, type Payer } from '../payment-paths';
import { PaymentMethodLogos } from './PaymentMethodLogos';
import { PaymentPanel } from './PaymentPanel';
import { ProductSummary } from './ProductSummary';

/** Pay with Chapa: the price, the methods its checkout takes, and the Pay button. */
export function ChapaPayPanel({ payer }: { payer: Payer }) {
  const { t, i18n } = useTranslation();
  const checkout = useChapaCheckout(payer);
  // After a successful start the browser is leaving for the checkout: keep the button off.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <PaymentPanel title={t('payment.chapa.title')}>
      {(options) => {
        const product = productOf(options, payer);
        return (
          <>
            <ProductSummary payer={payer} options={options} currency="ETB" />
            <Typography variant="body2">{t('payment.chapa.methodsText')}</Typography>
            <PaymentMethodLogos />
            {checkout.isError && (
              <Alert severity="error">{chapaFailureText(checkout.error, t)}</Alert>
            )}
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              onClick={() => checkout.mutate(product.etb)}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {busy ? t('payment.chapa.redirecting') : t('payment.chapa.pay')}
            </Button>
            <Link component={RouterLink} to={PAYMENT_PATHS[payer].card}>
              {t('payment.chapa.payByCard', {
                amount: formatMoney(product.usd, 'USD', i18n.language),
              })}
            </Link>
          </>
        );
      }}
    </PaymentPanel>
  );
}
