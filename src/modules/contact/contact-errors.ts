import { errorCatalogue } from '../../common/errors/coded-error';

/** Contact-us inquiries. */
export const CONTACT_ERRORS = errorCatalogue({
  INQUIRY_NOT_FOUND: 'This inquiry does not exist.',
});
