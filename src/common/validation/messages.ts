/** The spec's validation texts, word for word (the reset page's password text has no full stop). */
export const MESSAGES = {
  required: 'All fields are required.',
  invalidEmail: 'Invalid email format.',
  passwordTooShort: 'Password must be at least 10 characters long.',
  resetPasswordTooShort: 'Password must be at least 10 characters long',
  phoneTooShort: 'Phone number must be at least 9 characters long.',
  invalidPhone: 'Invalid phone number. Use the country code and the number without its leading 0.',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Employee phone numbers: the spec's minimum, country code included. */
export const EMPLOYEE_PHONE_MIN_LENGTH = 9;
