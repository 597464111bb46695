/** E-mail addresses are unique per user type regardless of case, so they are stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
