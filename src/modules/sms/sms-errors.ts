import { errorCatalogue } from '../../common/errors/coded-error';

/** The development SMS outbox. */
export const SMS_ERRORS = errorCatalogue({
  DEV_SMS_OUTBOX_UNAVAILABLE: 'The development SMS outbox is not available.',
});
