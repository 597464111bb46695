import { errorCatalogue } from '../../common/errors/coded-error';

/** The refusals of balances, buyer subscriptions and free trials. */
export const SUBSCRIPTION_ERRORS = errorCatalogue({
  BALANCE_TOO_LOW: 'Your account balance is below {fee} {currency}. Please subscribe to continue.',
  NO_SELLER_SUBSCRIPTION: 'No active subscription found.',
  ALL_FREE_TRIALS_USED: 'You have used all your free trials',
  SUBSCRIBE_FOR_CONTACT: 'Subscribe to get this service.',
  SELLER_ID_REQUIRED: 'sellerId is required!',
  BUYER_ID_REQUIRED: 'buyerId is required.',
  AMOUNT_NOT_POSITIVE: '$property must be a positive amount.',
  AMOUNT_ABOVE_MAX: '$property must be at most {max}.',
  SUBSCRIPTION_AMOUNT_INVALID: '$property must be an amount from 0.',
  SUBSCRIPTION_AMOUNT_TOO_LARGE: '$property is too large.',
  BALANCE_IN_ETB_ONLY: 'Balances are kept in ETB.',
  SUBSCRIPTION_IN_ETB_ONLY: 'Subscriptions are recorded in ETB.',
});
