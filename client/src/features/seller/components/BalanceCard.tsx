import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { usePaymentOptions } from '../../payment/hooks/use-payment-info';
import type { SellerFreeTrial } from '../../subscription/api/subscription-api';
import { useSellerBalance, useSellerFreeTrial } from '../hooks/use-seller-subscription';
import '../i18n';

const TRIAL_KEY = { null: 'never', 0: 'granted', 1: 'used' } as const;
const trialKey = (state: SellerFreeTrial) => TRIAL_KEY[state ?? 'null'];

/** Not subscribed (never credited, or nothing left), low (below one post) or enough to post. */
function levelOf(amount: number, postFee: number) {
  if (amount <= 0) return { severity: 'info', key: 'none' } as const;
  if (amount < postFee) return { severity: 'warning', key: 'low' } as const;
  return { severity: 'success', key: 'ok' } as const;
}

const loading = (label: string) => <CircularProgress size={24} aria-label={label} />;

/** The seller's balance with what it allows, and the free-trial state. */
export function BalanceCard() {
  const { t, i18n } = useTranslation();
  const balance = useSellerBalance();
  const trial = useSellerFreeTrial();
  const options = usePaymentOptions();
  const money = (amount: number) => formatMoney(amount, 'ETB', i18n.language);

  let body;
  const postFee = options.data?.postFee;
  if (balance.isPending || options.isPending) body = loading(t('seller.loading'));
  else if (balance.isError || postFee === undefined)
    body = <Alert severity="error">{t('seller.subscribe.loadFailed')}</Alert>;
  else {
    const amount = balance.data?.sellerSubscriptionAmount ?? 0;
    const level = levelOf(amount, postFee);
    body = (
      <>
        <Typography variant="h3" component="p" color="primary" data-testid="seller-balance">
          {formatMoney(
            amount,
            currencyOf(balance.data?.sellerSubscriptionCurrency ?? 'ETB'),
            i18n.language,
          )}
        </Typography>
        <Alert severity={level.severity} role="status">
          {t(`seller.subscribe.status.${level.key}`, {
            min: money(postFee),
            count: Math.floor(amount / postFee),
          })}
        </Alert>
      </>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('seller.subscribe.balanceTitle')}
        </Typography>
        {body}
        {postFee !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('seller.subscribe.fee', { fee: money(postFee) })}
          </Typography>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.2rem', pt: 1 }}>
          {t('seller.subscribe.trialTitle')}
        </Typography>
        {trial.isPending ? (
          loading(t('seller.loading'))
        ) : trial.isError ? (
          <Alert severity="error">{t('seller.subscribe.trialFailed')}</Alert>
        ) : (
          <Typography data-testid="seller-free-trial">
            {t(`seller.subscribe.trial.${trialKey(trial.data)}`)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
