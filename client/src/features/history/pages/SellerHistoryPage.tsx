import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { LISTING_TYPES } from '../../listings/listing-types';
import { SellerPageTitle } from '../../seller/components/SellerPageTitle';
import { HistoryTable } from '../components/HistoryTable';
import '../i18n';

/** /seller/history: what the seller rented out or sold, in four tables. */
export function SellerHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <SellerPageTitle title={t('history.title')} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('history.intro')}
      </Typography>
      <Stack spacing={3}>
        {LISTING_TYPES.map((type) => (
          <HistoryTable key={type} type={type} />
        ))}
      </Stack>
    </>
  );
}
