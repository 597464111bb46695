import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { PaymentLinks } from '../../payment/components/PaymentLinks';
import { BalanceCard } from '../components/BalanceCard';
import { SellerPageTitle } from '../components/SellerPageTitle';
import { TopUpHistory } from '../components/TopUpHistory';

/** /seller/subscribe: the balance posts are paid from, the free trial and the top-ups so far. */
export function SellerSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <>
      <SellerPageTitle title={t('seller.subscribe.title')} />
      <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 1100 }}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BalanceCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                {t('seller.subscribe.topUpTitle')}
              </Typography>
              <Typography sx={{ mb: 2 }}>{t('seller.subscribe.topUpText')}</Typography>
              <PaymentLinks payer="seller" />
            </Paper>
          </Grid>
        </Grid>
        <TopUpHistory />
      </Stack>
    </>
  );
}
