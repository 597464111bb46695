import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { useAuth } from '../../../app/auth/AuthProvider';
import { footerCallFor } from '../../../app/layout/navigation';
import { PricingCards } from '../components/PricingCards';
import '../i18n';

type Audience = 'sellers' | 'buyers';
const STEPS = ['1', '2', '3'] as const;
const FAQ = ['1', '2', '3', '4'] as const;

export function ServicesPage() {
  const { t } = useTranslation();
  // Registering is for visitors: a signed-in seller or buyer is led on as the footer leads them.
  const call = footerCallFor(useAuth(), useLocation().pathname);
  const [audience, setAudience] = useState<Audience>('sellers');
  const stepsKey = audience === 'sellers' ? 'sellerSteps' : 'buyerSteps';

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('services.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('services.intro')}</Typography>
      <Tabs value={audience} onChange={(_, value: Audience) => setAudience(value)} sx={{ mb: 3 }}>
        <Tab
          value="sellers"
          label={t('services.tabSellers')}
          id="tab-sellers"
          aria-controls="panel-audience"
        />
        <Tab
          value="buyers"
          label={t('services.tabBuyers')}
          id="tab-buyers"
          aria-controls="panel-audience"
        />
      </Tabs>
      <Box role="tabpanel" id="panel-audience" aria-labelledby={`tab-${audience}`}>
        <Typography variant="h2" gutterBottom>
          {t('services.howTitle')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 4 }}>
          {STEPS.map((step) => (
            <Grid key={step} size={{ xs: 12, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <Avatar sx={{ bgcolor: 'primary.main' }}>{step}</Avatar>
                <Box>
                  <Typography variant="h3" component="h3">
                    {t(`services.${stepsKey}.${step}.title`)}
                  </Typography>
                  <Typography color="text.secondary">
                    {t(`services.${stepsKey}.${step}.text`)}
                  </Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Typography variant="h2" gutterBottom>
        {t('services.pricingTitle')}
      </Typography>
      <PricingCards />
      <Typography variant="h2" sx={{ mt: 4 }} gutterBottom>
        {t('services.faqTitle')}
      </Typography>
      {FAQ.map((n) => (
        <Accordion key={n} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t(`services.faq.q${n}`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{t(`services.faq.a${n}`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      {call && (
        <Button component={RouterLink} to={call.to} variant="contained" size="large" sx={{ mt: 3 }}>
          {t(call.role === 'visitor' ? 'services.ctaRegister' : `footer.cta.${call.role}.button`)}
        </Button>
      )}
    </Container>
  );
}
