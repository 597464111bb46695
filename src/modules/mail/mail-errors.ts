import { errorCatalogue } from '../../common/errors/coded-error';

/** The development mailbox. */
export const MAIL_ERRORS = errorCatalogue({
  DEV_MAILBOX_UNAVAILABLE: 'The development mailbox is not available.',
});
