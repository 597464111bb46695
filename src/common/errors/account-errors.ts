import { errorCatalogue } from './coded-error';

/**
 * Refusals about accounts that several modules give alike: who an account is, whose it is, and
 * how often one may try to sign in or register. One code per account type, so a client can name
 * the type in its own language.
 */
export const ACCOUNT_ERRORS = errorCatalogue({
  SELLER_NOT_FOUND: 'This seller does not exist.',
  BUYER_NOT_FOUND: 'This buyer does not exist.',
  SELLER_EMAIL_TAKEN: 'A seller account with this email already exists.',
  BUYER_EMAIL_TAKEN: 'A buyer account with this email already exists.',
  EMPLOYEE_EMAIL_TAKEN: 'An employee with this email already exists.',
  ACCOUNT_HASH_TAKEN: 'This account identifier is already in use.',
  ACCOUNT_ID_INVALID: 'The account id is not valid.',
  NOT_OWN_SELLER_ACCOUNT: 'You can only act on your own seller account.',
  NOT_OWN_BUYER_ACCOUNT: 'You can only act on your own buyer account.',
  SELLERS_ONLY: 'Only sellers can do this.',
  BUYERS_ONLY: 'Only buyers can do this.',
  STAFF_MUST_NAME_SELLER: 'sellerId is required.',
  STAFF_MUST_NAME_BUYER: 'buyerId is required.',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many attempts. Please wait a minute and try again.',
  TOO_MANY_REGISTRATIONS:
    'Too many accounts were registered from your network. Please try again later.',
});
