import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';

interface MessagePageProps {
  titleKey: string;
  textKey?: string;
}

/** A centred message with a way home: the denial pages and the not-found page. */
export function MessagePage({ titleKey, textKey }: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }} variant="outlined">
        <Typography variant="h1" gutterBottom sx={{ fontSize: '1.6rem' }}>
          {t(titleKey)}
        </Typography>
        {textKey && <Typography color="text.secondary">{t(textKey)}</Typography>}
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          {t('guard.backHome')}
        </Button>
      </Paper>
    </Container>
  );
}
