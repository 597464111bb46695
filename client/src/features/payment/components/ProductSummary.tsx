import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '../../../shared/format/money';
import type { PaymentOptions } from '../api/payment-api';
import { productOf, useExchangeRate } from '../hooks/use-payment-info';
import type { Payer } from '../payment-paths';

/** "about N USD" for an ETB price; nothing until the rate is known. */
function UsdEstimate({ etb }: { etb: number }) {
  const { t, i18n } = useTranslation();
  const rate = useExchangeRate();
  if (!rate.data) return null;
  const usd = new Intl.NumberFormat(i18n.resolvedLanguage === 'am' ? 'am-ET' : 'en-US', {
    maximumFractionDigits: 2,
  }).format(etb / rate.data.rate);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="payment-usd-estimate">
      {t('payment.aboutUsd', { usd })}
    </Typography>
  );
}

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
  const money = (amount: number, code: Currency) =>
    formatMoney(amount, code, i18n.resolvedLanguage);
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
      {currency === 'ETB' && <UsdEstimate etb={product.etb} />}
    </Box>
  );
}
