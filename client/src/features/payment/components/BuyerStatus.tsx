import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useBuyerSubscription } from '../../subscription/hooks/use-buyer-subscription';
import { BuyerStatusBanner } from '../../subscription/pages/BuyerSubscriptionPage';

/** The buyer's subscription: none, active until a date, or expired. */
export function BuyerStatusCard() {
  const { t } = useTranslation();
  const subscription = useBuyerSubscription();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('payment.buyer.statusTitle')}
        </Typography>
        {subscription.isPending ? (
          <CircularProgress size={24} aria-label={t('payment.loading')} />
        ) : subscription.isError ? (
          // The spec's pages go on when the lookup fails: paying is still possible.
          <Alert severity="warning">{t('payment.buyer.statusUnknown')}</Alert>
        ) : (
          <BuyerStatusBanner subscription={subscription.data} />
        )}
      </Stack>
    </Paper>
  );
}

/** Paying is offered only without a subscription or after it expired. */
export function BuyerPayGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const subscription = useBuyerSubscription();
  if (subscription.isPending) return null;
  if (subscription.data?.status === 'active') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert severity="success">{t('payment.buyer.active')}</Alert>
      </Paper>
    );
  }
  return children;
}
