import SellIcon from '@mui/icons-material/Sell';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import '../i18n';

const CHOICES = [
  {
    to: '/sellerRegister',
    title: 'auth.sellerCard',
    text: 'auth.sellerCardText',
    icon: <SellIcon fontSize="large" />,
  },
  {
    to: '/buyerRegister',
    title: 'auth.buyerCard',
    text: 'auth.buyerCardText',
    icon: <TravelExploreIcon fontSize="large" />,
  },
];

export function RegisterChooserPage() {
  const { t } = useTranslation();
  // The page that sent the visitor to log in, passed on to the login after registering.
  const state = useLocation().state as unknown;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('auth.chooserTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.chooserText')}
      </Typography>
      <Grid container spacing={2}>
        {CHOICES.map((choice) => (
          <Grid key={choice.to} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={choice.to}
                state={state}
                sx={{ height: '100%', p: 2 }}
              >
                <CardContent>
                  <Typography color="primary" component="span" aria-hidden>
                    {choice.icon}
                  </Typography>
                  <Typography variant="h2" component="h2" sx={{ mt: 1 }}>
                    {t(choice.title)}
                  </Typography>
                  <Typography color="text.secondary">{t(choice.text)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
