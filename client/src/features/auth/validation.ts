/**
 * The spec's checks, in its order: everything filled, then the e-mail, then the password.
 * Values are i18n keys; the English texts are the spec's.
 */
export const VALIDATION = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  passwordTooShort: 'validation.passwordTooShort',
  passwordsDiffer: 'validation.passwordsDiffer',
  resetPasswordTooShort: 'validation.resetPasswordTooShort',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 10;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The i18n key of the first problem with an account form, or null. */
export function firstAccountFormError(
  values: Record<string, string>,
  options: { passwordTooShort?: string } = {},
): string | null {
  if (Object.values(values).some((v) => v.trim() === '')) return VALIDATION.required;
  if ('email' in values && !isEmail(values.email)) return VALIDATION.invalidEmail;
  if ('password' in values && values.password.length < PASSWORD_MIN_LENGTH) {
    return options.passwordTooShort ?? VALIDATION.passwordTooShort;
  }
  return null;
}

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The 26-character uppercase identifier the registration forms send (sellerHash, buyerHash). */
export function generateHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(26));
  return Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('');
}
