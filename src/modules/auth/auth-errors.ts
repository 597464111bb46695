import { errorCatalogue } from '../../common/errors/coded-error';

/** Sign-in, sessions, access to routes and password reset. */
export const AUTH_ERRORS = errorCatalogue({
  WRONG_CREDENTIALS: 'Invalid email or password.',
  ACCOUNT_INACTIVE: 'Your account is inactive. Please contact an administrator.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  STAFF_LEVEL_REQUIRED:
    'You do not have permission to do this. Signed-in staff of level {levels} only.',
  ACCESS_DENIED: 'You do not have permission to do this. {allowed}',
  USER_TYPE_INVALID: 'userType must be seller, buyer or employee.',
  OTP_MALFORMED: 'The OTP is the 6-digit code from the e-mail.',
  OTP_INVALID: 'Invalid or expired OTP.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong attempts. Please request a new OTP.',
});
