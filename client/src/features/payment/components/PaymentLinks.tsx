import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import '../i18n';
import { PAYMENT_PATHS, type Payer } from '../payment-paths';

/** The two ways to pay, as links to their pages (the account pages show them). */
export function PaymentLinks({ payer }: { payer: Payer }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button component={RouterLink} to={PAYMENT_PATHS[payer].chapa} variant="contained">
        {t(`payment.${payer}.payChapa`)}
      </Button>
      <Button component={RouterLink} to={PAYMENT_PATHS[payer].card} variant="outlined">
        {t(`payment.${payer}.payCard`)}
      </Button>
    </Stack>
  );
}
