import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The home page's latest-products grid; it fills from the listings API once listings exist. */
export function LatestListings() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{t('home.latestEmpty')}</Typography>
    </Paper>
  );
}
