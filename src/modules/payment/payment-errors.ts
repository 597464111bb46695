import { errorCatalogue } from '../../common/errors/coded-error';

/** The payment module's refusals (the spec's words where it has them). */
export const PAYMENT_ERRORS = errorCatalogue({
  PAYMENTS_UNAVAILABLE: 'Payments are not available right now. Please try again later.',
  PAYMENT_SANDBOX_OFF: 'The payment sandbox is off.',
  PAYMENT_WRONG_PRICE: 'The price is {amount} ETB.',
  PAYMENT_WRONG_CARD_PRICE: 'The card price is {amount} USD.',
  PAYMENT_REFERENCE_USED: 'This payment reference has been used before.',
  PAYMENT_NOT_FOUND: 'Payment not found.',
  PAYMENT_SELLER_NOT_FOUND: 'Seller not found.',
  PAYMENT_BUYER_NOT_FOUND: 'Buyer not found.',
  PAYMENT_NOT_COMPLETED: 'The payment has not been completed yet.',
  /** The provider's own words about a payment it has not finished (e.g. 'Payment not paid yet'). */
  PAYMENT_PENDING_AT_PROVIDER: '{reason}',
  /** The provider's own words when it refused a card or a request (e.g. 'Your card was declined.'). */
  PAYMENT_REFUSED_BY_PROVIDER: '{reason}',
  PAYMENT_UNSUCCESSFUL: 'The payment {status}.',
  PAYMENT_CANCELED: 'The payment was canceled.',
  PAYMENT_OF_ANOTHER_ORDER: 'The payment belongs to another order.',
  PAYMENT_AMOUNT_MISMATCH: 'The amount paid does not match the order.',
  PAYMENT_INITIATION_FAILED: 'Payment initiation failed',
  PAYMENT_VERIFICATION_FAILED: 'Verification failed',
  PAYMENT_INTENT_FAILED: 'Failed to create payment intent',
  PAYMENT_CONFIRM_FAILED: 'Failed to confirm payment',
  PAYMENT_SIGNATURE_INVALID: 'The webhook signature is not valid.',
  PAYMENT_INTENT_ID_INVALID: 'paymentIntentId is not valid.',
  PAYMENT_INTENT_ID_REQUIRED: 'paymentIntentId is required.',
  PAYMENT_AMOUNT_NOT_NUMBER: 'amount must be a number.',
  PAYMENT_CHAPA_CURRENCY: 'Chapa payments are in ETB.',
  PAYMENT_CARD_CURRENCY: 'Card payments are in USD.',
  PAYMENT_REFERENCE_REQUIRED: 'tx_ref is required.',
  PAYMENT_REFERENCE_INVALID: 'tx_ref must be 6 to 64 letters, digits, dots, dashes or underscores.',
});
