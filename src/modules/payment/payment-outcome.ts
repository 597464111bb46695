import type { PaymentOutcome, PaymentOutcomeResponse } from './dto/chapa-payment.dto';
import type { SettledPayment } from './payments.service';

/** The reply of every verify and confirm call: the payment and what the account has now. */
export function toOutcomeResponse(
  settled: SettledPayment,
  message: string,
): PaymentOutcomeResponse {
  const { payment } = settled;
  const data: PaymentOutcome = {
    reference: payment.reference,
    provider: payment.provider,
    purpose: payment.purpose,
    amount: payment.amount,
    currency: payment.currency,
    creditAmount: payment.creditAmount,
    paymentStatus: payment.status,
  };
  if (settled.balance !== undefined) data.balance = settled.balance;
  if (settled.subscriptionEndDate !== undefined) {
    data.subscriptionEndDate = settled.subscriptionEndDate?.toISOString() ?? null;
  }
  return { status: 'success', message, data };
}
