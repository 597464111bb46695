import { useTranslation } from '../../../app/i18n/use-translation';
import '../i18n';
import { CardPayPanel } from '../components/CardPayPanel';
import { ChapaPayPanel } from '../components/ChapaPayPanel';
import { PaymentLayout } from '../components/PaymentLayout';
import type { Payer } from '../payment-paths';

export type PaymentMethod = 'chapa' | 'card';

/** /seller/chapa, /seller/stripe, /buyer/chapa and /buyer/stripe. */
export function PaymentPage({ payer, method }: { payer: Payer; method: PaymentMethod }) {
  const { t } = useTranslation();
  return (
    <PaymentLayout payer={payer} title={t(`payment.${payer}.${method}Title`)}>
      {method === 'chapa' ? <ChapaPayPanel payer={payer} /> : <CardPayPanel payer={payer} />}
    </PaymentLayout>
  );
}
