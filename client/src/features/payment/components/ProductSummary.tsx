import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatMoney, type Currency } from '../../../shared/format/money';
import type { PaymentOptions } from '../api/payment-api';
import { productOf } from '../hooks/use-payment-info';
import type { Payer } from '../payment-paths';

/** The price in the currency this provider charges, and what it buys. */
export function ProductSummary({
  payer,
  options,
  currency,
}: {
  payer: Payer;
  options: PaymentOptions;
  currency: Currency;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, code: Currency) => formatMoney(amount, code, i18n.language);
  const product = productOf(options, payer);
  return (
    <Box>
      <Typography variant="h3" component="p" color="primary" data-testid="payment-price">
        {money(currency === 'ETB' ? product.etb : product.usd, currency)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {payer === 'seller'
          ? t('payment.seller.product', {
              amount: money(product.etb, 'ETB'),
              fee: money(options.postFee, 'ETB'),
            })
          : t('payment.buyer.product', { months: options.subscriptionMonths })}
      </Typography>
      {currency === 'ETB' && (
        // What a card is charged, from the server's prices: not a conversion at today's rate.
        <Typography variant="body2" color="text.secondary" data-testid="payment-card-price">
          {t('payment.cardPrice', { amount: money(product.usd, 'USD') })}
        </Typography>
      )}
    </Box>
  );
}
