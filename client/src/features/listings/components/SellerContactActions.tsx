import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';

/**
 * 'Notify the Seller Now' and 'Get Seller Address'. Contact details are for buyers with an active
 * subscription or a free trial; until a buyer has one, both lead to the subscription page.
 */
export function SellerContactActions() {
  const { t } = useTranslation();
  const { isBuyer } = useAuth();
  const [notice, setNotice] = useState<'onlyBuyers' | 'subscribe' | null>(null);
  const ask = () => setNotice(isBuyer ? 'subscribe' : 'onlyBuyers');
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" onClick={ask}>
          {t('listings.notifySeller')}
        </Button>
        <Button variant="outlined" size="large" onClick={ask}>
          {t('listings.getSellerAddress')}
        </Button>
      </Stack>
      {notice === 'onlyBuyers' && <Alert severity="info">{t('listings.onlyBuyers')}</Alert>}
      {notice === 'subscribe' && (
        <Alert severity="info">
          {t('listings.subscribeToContact')}{' '}
          <Link component={RouterLink} to="/buyer/subscibe">
            {t('listings.subscribe')}
          </Link>
        </Alert>
      )}
    </Stack>
  );
}
