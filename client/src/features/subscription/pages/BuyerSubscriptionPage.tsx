import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatMoney } from '../../../shared/format/money';
import { PaymentLinks } from '../../payment/components/PaymentLinks';
import { PhoneVerificationPrompt } from '../../phone-verification/components/PhoneVerificationPrompt';
import { usePaymentOptions } from '../../payment/hooks/use-payment-info';
import type { BuyerSubscription } from '../api/subscription-api';
import { formatDateTime } from '../../../shared/format/date-time';
import '../i18n';
import { useBuyerFreeTrials, useBuyerSubscription } from '../hooks/use-buyer-subscription';
import { failureText } from '../../../shared/errors/failure-text';

const SEVERITY = { none: 'info', active: 'success', expired: 'warning' } as const;

/** None, active until a date, or expired on one; also shown on the payment pages. */
export function BuyerStatusBanner({ subscription }: { subscription: BuyerSubscription }) {
  const { t, i18n } = useTranslation();
  const end = subscription.buyerSubscriptionEndDate;
  const date = end ? formatDateTime(end, i18n.language) : '';
  return (
    <Alert severity={SEVERITY[subscription.status]} role="status">
      {t(`subscription.buyer.status.${subscription.status}`, { date })}
    </Alert>
  );
}

/** /buyer/subscibe: the buyer's subscription state, free trials and the price. */
export function BuyerSubscriptionPage() {
  const { t, i18n } = useTranslation();
  const subscription = useBuyerSubscription();
  const trials = useBuyerFreeTrials();
  const options = usePaymentOptions();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 1 }}>
        {t('subscription.buyer.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subscription.buyer.intro')}
      </Typography>
      <PhoneVerificationPrompt />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
            <Stack spacing={2}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                {t('subscription.buyer.statusTitle')}
              </Typography>
              {subscription.isPending ? (
                <CircularProgress size={24} aria-label={t('subscription.loading')} />
              ) : subscription.isError ? (
                <Alert severity="error">
                  {failureText(subscription.error, t('subscription.buyer.loadFailed'))}
                </Alert>
              ) : (
                <BuyerStatusBanner subscription={subscription.data} />
              )}
              <Typography variant="h2" sx={{ fontSize: '1.2rem', pt: 1 }}>
                {t('subscription.buyer.freeTrialsTitle')}
              </Typography>
              {trials.isError ? (
                <Alert severity="error">
                  {failureText(trials.error, t('subscription.buyer.freeTrialsFailed'))}
                </Alert>
              ) : trials.isPending ? (
                <CircularProgress size={24} aria-label={t('subscription.loading')} />
              ) : (
                <Typography>
                  {t('subscription.buyer.freeTrials', {
                    used: Math.min(trials.data.freeTrialsUsed, trials.data.freeTrials),
                    total: trials.data.freeTrials,
                  })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('subscription.buyer.freeTrialsHint')}
              </Typography>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {t('subscription.buyer.priceTitle')}
            </Typography>
            {options.isError ? (
              <Alert severity="error">
                {failureText(options.error, t('payment.optionsFailed'))}
              </Alert>
            ) : options.data ? (
              <Typography variant="h3" component="p" color="primary" sx={{ mt: 1 }}>
                {t('subscription.buyer.price', {
                  price: formatMoney(options.data.subscription.etb, 'ETB', i18n.language),
                  months: options.data.subscriptionMonths,
                })}
              </Typography>
            ) : (
              <CircularProgress size={24} aria-label={t('subscription.loading')} />
            )}
            <List dense>
              {(['benefitContact', 'benefitNotify'] as const).map((key) => (
                <ListItem key={key} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckIcon color="success" fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(`subscription.buyer.${key}`)} />
                </ListItem>
              ))}
            </List>
            {/* Paying is offered without a subscription or after it expired (or when unknown). */}
            {subscription.data?.status !== 'active' && !subscription.isPending && (
              <PaymentLinks payer="buyer" />
            )}
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
