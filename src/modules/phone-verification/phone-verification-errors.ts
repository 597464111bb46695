import { errorCatalogue } from '../../common/errors/coded-error';

/** Confirming an account's phone number by an SMS code. */
export const PHONE_VERIFICATION_ERRORS = errorCatalogue({
  PHONE_ALREADY_VERIFIED: 'Your phone number is already verified.',
  PHONE_CODE_MALFORMED: 'The code is the 6-digit number from the SMS.',
  PHONE_CODE_INVALID: 'Wrong code. You have {attemptsLeft} tries left.',
  PHONE_CODE_EXPIRED: 'This code has expired or was replaced. Please send a new code.',
  PHONE_CODE_NOT_SENT_YET: 'No code was sent to this number. Please send a code first.',
  PHONE_CODE_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Please send a new code.',
  PHONE_CODE_RESEND_TOO_SOON: 'Please wait {seconds} seconds before sending another code.',
  PHONE_CODE_HOURLY_LIMIT:
    'Too many codes were sent to this account or number. Please try again in {minutes} minutes.',
  PHONE_NUMBER_CHANGED:
    'Your phone number changed after the code was sent. Please send a new code.',
  PHONE_CODE_NOT_SENT: 'The SMS could not be sent. Please try again in a few minutes.',
});
