import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { subscribeOrigin } from '../../subscription/subscribe-origin';
import { failureText } from '../../../shared/errors/failure-text';
import '../i18n';
import { OutcomeText } from '../components/OutcomeText';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { PAYMENT_PATHS, type Payer } from '../payment-paths';
import { paymentReference } from '../payment-reference';

function View({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' } }}>
          {title}
        </Typography>
        {children}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /payment/return and /payment/buyer/return, where Chapa sends the payer back. The reference
 * comes from the query (tx_ref, or Chapa's transaction_reference), else from this tab's storage.
 */
export function PaymentReturnPage({ payer }: { payer: Payer }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Read once: the stored copy is cleared after success and must not change the page's reference.
  const [reference] = useState(
    () =>
      params.get('tx_ref') || params.get('transaction_reference') || paymentReference.read(payer),
  );
  const verification = usePaymentVerification(payer, reference);
  const referenceText = reference && (
    <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {t('payment.return.reference', { reference })}
    </Typography>
  );
  // A buyer who came to subscribe from a listing goes back to it once paid.
  const [origin] = useState(() => (payer === 'buyer' ? subscribeOrigin.read() : null));
  const continueButton = (variant: 'contained' | 'outlined' = 'contained') => (
    <Button component={RouterLink} to={PAYMENT_PATHS[payer].account} variant={variant}>
      {t('payment.return.continue')}
    </Button>
  );

  if (reference && verification.isFetching) {
    return (
      <View icon={<CircularProgress aria-hidden />} title={t('payment.return.verifying')}>
        <Typography role="status">{t('payment.return.verifyingText')}</Typography>
        {referenceText}
      </View>
    );
  }
  if (verification.isSuccess) {
    return (
      <View
        icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('payment.return.success')}
        actions={
          origin ? (
            <>
              <Button component={RouterLink} to={origin} variant="contained">
                {t('payment.return.backToListing')}
              </Button>
              {continueButton('outlined')}
            </>
          ) : (
            continueButton()
          )
        }
      >
        <Alert severity="success" role="status">
          <OutcomeText payer={payer} outcome={verification.data} />
        </Alert>
        {referenceText}
      </View>
    );
  }
  return (
    <View
      icon={<ErrorIcon color="error" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('payment.return.failed')}
      actions={
        <>
          {reference && (
            <Button variant="outlined" onClick={() => void verification.refetch()}>
              {t('payment.return.tryAgain')}
            </Button>
          )}
          {continueButton()}
        </>
      }
    >
      <Alert severity="error">
        {reference
          ? failureText(verification.error, t('payment.return.verifyFailed'))
          : t('payment.return.noReference')}
      </Alert>
      {referenceText}
    </View>
  );
}
