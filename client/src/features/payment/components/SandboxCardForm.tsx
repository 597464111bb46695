import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { paymentApi } from '../api/payment-api';
import {
  formatCardNumber,
  formatExpiry,
  isCardNumber,
  isCvc,
  isFutureExpiry,
} from '../card-fields';
import { useCardPayment } from '../hooks/use-card-payment';
import type { Payer } from '../payment-paths';
import { CardPaymentForm } from './CardPaymentForm';

export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

/**
 * The sandbox's card form. The number goes to the sandbox provider with the intent's client
 * secret, exactly where Stripe.js would send it live; this app's own API never sees it.
 */
export function SandboxCardForm({ payer, amountUsd }: { payer: Payer; amountUsd: number }) {
  const { t } = useTranslation();
  const payment = useCardPayment(payer, amountUsd);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [checked, setChecked] = useState(false);
  const errors = {
    number: !isCardNumber(number),
    expiry: !isFutureExpiry(expiry),
    cvc: !isCvc(cvc),
  };
  const show = (field: keyof typeof errors) => checked && errors[field];

  const submit = () => {
    setChecked(true);
    if (errors.number || errors.expiry || errors.cvc) return;
    payment.mutate((intent) =>
      paymentApi.confirmSandboxCard(intent, number, t('payment.card.failed')),
    );
  };

  return (
    <CardPaymentForm payer={payer} amountUsd={amountUsd} payment={payment} onSubmit={submit}>
      <Alert severity="info" role="note">
        <AlertTitle>{t('payment.card.sandboxTitle')}</AlertTitle>
        <Typography variant="body2">{t('payment.card.sandboxText')}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('payment.card.testNumber')}:{' '}
          <Box component="strong" sx={{ whiteSpace: 'nowrap' }} data-testid="sandbox-test-card">
            {SANDBOX_TEST_CARD}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('payment.card.declineHint')}
        </Typography>
      </Alert>
      <TextField
        label={t('payment.card.number')}
        value={number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
        placeholder={SANDBOX_TEST_CARD}
        error={show('number')}
        helperText={show('number') ? t('payment.card.numberInvalid') : t('payment.card.numberHint')}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('payment.card.expiry')}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          placeholder="MM/YY"
          error={show('expiry')}
          helperText={
            show('expiry') ? t('payment.card.expiryInvalid') : t('payment.card.expiryHint')
          }
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
        />
        <TextField
          label={t('payment.card.cvc')}
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          placeholder="123"
          error={show('cvc')}
          helperText={show('cvc') ? t('payment.card.cvcInvalid') : ' '}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
        />
      </Stack>
    </CardPaymentForm>
  );
}
