import ChatIcon from '@mui/icons-material/Chat';
import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { useAuth } from '../../../app/auth/AuthProvider';
import { openChat } from '../../../shared/chat-events';
import '../i18n';

export const SUPPORT_PHONE = '+251 11 123 4567';

const STATS = [
  { value: '5+', key: 'experience' },
  { value: '10,000+', key: 'users' },
  { value: '500+', key: 'matches' },
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  const { isLogged } = useAuth();
  const [chatNotice, setChatNotice] = useState(false);

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('about.title')}
      </Typography>
      <Typography sx={{ maxWidth: 720, mb: 3 }}>{t('about.intro')}</Typography>
      <Typography sx={{ mb: 3 }}>
        <strong>{t('about.headOffice')}:</strong> {t('about.headOfficeValue')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {STATS.map((stat) => (
          <Grid key={stat.key} size={{ xs: 12, sm: 4 }}>
            <Card>
              <CardContent sx={{ textAlign: 'center' }}>
                <Typography variant="h2" component="p" color="primary">
                  {stat.value}
                </Typography>
                <Typography color="text.secondary">{t(`about.stats.${stat.key}`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ flexWrap: 'wrap' }}
        useFlexGap
      >
        <Button component={RouterLink} to="/contact" variant="contained">
          {t('about.contactUs')}
        </Button>
        <Button
          href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}
          variant="outlined"
          startIcon={<PhoneIcon />}
        >
          {t('about.callUs')}: {SUPPORT_PHONE}
        </Button>
        <Button component={RouterLink} to="/service" variant="outlined">
          {t('about.ourServices')}
        </Button>
        <Button component={RouterLink} to="/register" variant="outlined">
          {t('about.registerNow')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ChatIcon />}
          onClick={() => (isLogged ? openChat() : setChatNotice(true))}
        >
          {t('about.liveChat')}
        </Button>
      </Stack>
      {chatNotice && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setChatNotice(false)}>
          {t('about.liveChatLogin')}{' '}
          <Link component={RouterLink} to="/login" state={{ from: { pathname: '/about' } }}>
            {t('about.liveChatLoginLink')}
          </Link>
        </Alert>
      )}
    </Container>
  );
}
