import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { PhoneVerificationPrompt } from '../../phone-verification/components/PhoneVerificationPrompt';
import { DashboardTiles } from '../components/DashboardTiles';
import { SellerPageTitle } from '../components/SellerPageTitle';

/** /seller/adminPost: everything a seller can do, one tile each. */
export function SellerDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <SellerPageTitle title={t('seller.dashboard.title')} />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t('seller.dashboard.intro')}
      </Typography>
      <PhoneVerificationPrompt />
      <DashboardTiles />
    </>
  );
}
