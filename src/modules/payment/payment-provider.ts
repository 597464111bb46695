import type { Payment, PaymentProviderName } from './entities/payment.entity';
import type { SettledPayment } from './payments.service';

/**
 * What every payment provider does for an order already recorded: ask the provider itself what
 * became of it and settle it (credited once when paid, however often asked). Starting a payment
 * differs by provider (a hosted checkout page, a card form) and stays with each one.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  checkAndSettle(payment: Payment): Promise<SettledPayment>;
}
