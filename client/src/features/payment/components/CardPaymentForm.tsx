import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney } from '../../../shared/format/money';
import { cardFailureText, type useCardPayment } from '../hooks/use-card-payment';
import { PAYMENT_PATHS, type Payer } from '../payment-paths';
import { OutcomeText } from './OutcomeText';

interface CardPaymentFormProps {
  payer: Payer;
  amountUsd: number;
  payment: ReturnType<typeof useCardPayment>;
  onSubmit: () => void;
  /** False while the provider's card field is not ready. */
  ready?: boolean;
  children: ReactNode;
}

/** The card form's states: idle, submitting, success (what the account has now) or failure. */
export function CardPaymentForm({
  payer,
  amountUsd,
  payment,
  onSubmit,
  ready = true,
  children,
}: CardPaymentFormProps) {
  const { t, i18n } = useTranslation();
  if (payment.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <AlertTitle>{t('payment.card.success')}</AlertTitle>
          <OutcomeText payer={payer} outcome={payment.data} />
        </Alert>
        <Button component={RouterLink} to={PAYMENT_PATHS[payer].account} variant="contained">
          {t('payment.return.continue')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {payment.isError && <Alert severity="error">{cardFailureText(payment.error, t)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!ready || payment.isPending}
        startIcon={payment.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {payment.isPending
          ? t('payment.card.submitting')
          : t('payment.card.pay', { amount: formatMoney(amountUsd, 'USD', i18n.language) })}
      </Button>
    </Stack>
  );
}
