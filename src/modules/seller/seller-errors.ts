import { errorCatalogue } from '../../common/errors/coded-error';

/** A seller's contact details, as the spec's client words their refusals. */
export const SELLER_ERRORS = errorCatalogue({
  SELLER_ID_MISSING: 'sellerId is required!',
  CONTACT_FOR_BUYERS_ONLY: 'Only buyers can access this service or register as a buyer!',
});
