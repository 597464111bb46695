import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';

/** A house ad until advertisers book the slot. */
export function AdSlot() {
  const { t } = useTranslation();
  return (
    <Paper
      component="aside"
      aria-label={t('home.adLabel')}
      // Greens only, and no faded text: white stays readable (4.5:1) across the whole gradient.
      sx={(theme) => ({
        p: 3,
        background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        color: theme.palette.primary.contrastText,
      })}
    >
      <Typography variant="overline">{t('home.adLabel')}</Typography>
      <Typography variant="h3" component="p">
        {t('home.adTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('home.adText')}</Typography>
      <Button component={RouterLink} to="/contact" variant="contained" color="secondary">
        {t('home.adButton')}
      </Button>
    </Paper>
  );
}
