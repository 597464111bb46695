import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** A house ad until advertisers book the slot. */
export function AdSlot() {
  const { t } = useTranslation();
  return (
    <Paper
      component="aside"
      aria-label={t('home.adLabel')}
      sx={{
        p: 3,
        background: 'linear-gradient(120deg, #078930 0%, #0b6b28 60%, #FCDD09 140%)',
        color: '#fff',
      }}
    >
      <Typography variant="overline" sx={{ opacity: 0.8 }}>
        {t('home.adLabel')}
      </Typography>
      <Typography variant="h3" component="p">
        {t('home.adTitle')}
      </Typography>
      <Typography sx={{ mb: 2, opacity: 0.9 }}>{t('home.adText')}</Typography>
      <Button component={RouterLink} to="/contact" variant="contained" color="secondary">
        {t('home.adButton')}
      </Button>
    </Paper>
  );
}
