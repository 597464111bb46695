import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { PaymentOptions } from '../api/payment-api';
import { usePaymentOptions } from '../hooks/use-payment-info';

/** A payment method's card: its title, the sandbox label when on, and its body once prices load. */
export function PaymentPanel({
  title,
  children,
}: {
  title: string;
  children: (options: PaymentOptions) => ReactNode;
}) {
  const { t } = useTranslation();
  const options = usePaymentOptions();
  let body: ReactNode;
  if (options.isPending) body = <CircularProgress size={24} aria-label={t('payment.loading')} />;
  else if (options.isError) body = <Alert severity="error">{options.error.message}</Alert>;
  else {
    body = (
      <>
        {options.data.sandbox && (
          <Alert severity="warning" role="note" data-testid="payment-sandbox">
            {t('payment.sandbox')}
          </Alert>
        )}
        {children(options.data)}
      </>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        {body}
      </Stack>
    </Paper>
  );
}
