import CheckIcon from '@mui/icons-material/Check';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatMoney } from '../../../shared/format/money';
import '../i18n';

const PLANS = [
  { key: 'free', priceEtb: 0, features: ['seller', 'buyer'], highlight: false },
  { key: 'seller', priceEtb: 500, features: ['feature1', 'feature2'], highlight: true },
  { key: 'buyer', priceEtb: 250, features: ['feature1', 'feature2'], highlight: false },
] as const;

/** The three advertised plans: Free Trial, Premium Seller, Premium Buyer. */
export function PricingCards() {
  const { t, i18n } = useTranslation();
  return (
    <Grid container spacing={2}>
      {PLANS.map((plan) => (
        <Grid key={plan.key} size={{ xs: 12, md: 4 }}>
          <Card
            sx={{
              height: '100%',
              borderColor: plan.highlight ? 'primary.main' : undefined,
              borderWidth: plan.highlight ? 2 : 1,
            }}
          >
            <CardContent>
              <Typography variant="h3" component="h3">
                {t(`services.plans.${plan.key}.name`)}
              </Typography>
              <Typography variant="h2" component="p" color="primary" sx={{ mt: 1 }}>
                {formatMoney(plan.priceEtb, 'ETB', i18n.language)}
              </Typography>
              {plan.key !== 'free' && (
                <Typography color="text.secondary">
                  {t(`services.plans.${plan.key}.per`)}
                </Typography>
              )}
              <List dense>
                {plan.features.map((feature) => (
                  <ListItem key={feature} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <CheckIcon color="primary" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={t(`services.plans.${plan.key}.${feature}`)} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
