import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useCanSave } from '../hooks/use-saved';

/** Staff keep no favourites, saved searches or alerts: they are told so instead of a page. */
export function SaversOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (useCanSave()) return children;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert severity="info">{t('saved.onlySellersAndBuyers')}</Alert>
    </Container>
  );
}
