import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError } from '../../../api/client';
import { useCardPayment } from '../hooks/use-card-payment';
import type { Payer } from '../payment-paths';
import { CardPaymentForm } from './CardPaymentForm';

interface LiveCardFormProps {
  payer: Payer;
  amountUsd: number;
  publishableKey: string;
}

// One Stripe.js per key for the page's life; null when its script cannot be loaded.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function CardFields({ payer, amountUsd }: Omit<LiveCardFormProps, 'publishableKey'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const payment = useCardPayment(payer, amountUsd);
  const [complete, setComplete] = useState(false);

  const submit = () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    payment.mutate(async (intent) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card },
      });
      if (error) throw new ApiError(402, error.message ?? t('payment.card.failed'));
      if (paymentIntent?.status !== 'succeeded') throw new ApiError(402, t('payment.card.failed'));
    });
  };

  return (
    <CardPaymentForm
      payer={payer}
      amountUsd={amountUsd}
      payment={payment}
      onSubmit={submit}
      ready={Boolean(stripe) && complete}
    >
      <FormLabel>{t('payment.card.liveLabel')}</FormLabel>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1.75 }}>
        <CardElement
          options={{ hidePostalCode: true }}
          onChange={(event) => setComplete(event.complete)}
        />
      </Box>
    </CardPaymentForm>
  );
}

/** Stripe Elements, loaded only when card payments are live (not in the first-load bundle). */
export default function LiveCardForm({ payer, amountUsd, publishableKey }: LiveCardFormProps) {
  const { t } = useTranslation();
  // undefined while Stripe.js loads, null when it could not be loaded.
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((loaded) => {
      if (current) setStripe(loaded);
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (stripe === undefined) return <CircularProgress size={24} aria-label={t('payment.loading')} />;
  if (stripe === null) return <Alert severity="error">{t('payment.card.liveLoadFailed')}</Alert>;
  return (
    <Elements stripe={stripe}>
      <CardFields payer={payer} amountUsd={amountUsd} />
    </Elements>
  );
}
