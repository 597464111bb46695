/** A code works this long after it is sent. */
export const PHONE_CODE_LIFETIME_MINUTES = 10;
/** Tries at one code before a new one must be sent. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** The wait between two codes to one account. */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Codes per hour to one account, and to one number whatever the account. */
export const PHONE_CODES_PER_HOUR = 5;

const HOUR_MS = 3_600_000;

/** Why no code may be sent before `at`. */
export type SendWait = { reason: 'resend' | 'hourly'; at: Date } | null;

/**
 * When the next code may go out, given when the earlier ones went (to the account, and to the
 * number): null for now.
 */
export function sendWait(accountSends: Date[], numberSends: Date[], now: Date): SendWait {
  const windowStart = now.getTime() - HOUR_MS;
  const within = (sends: Date[]) =>
    sends
      .map((at) => at.getTime())
      .filter((at) => at > windowStart)
      .sort((a, b) => a - b);
  const account = within(accountSends);
  const number = within(numberSends);
  const full = [account, number].filter((sends) => sends.length >= PHONE_CODES_PER_HOUR);
  if (full.length) {
    // The window has room again once enough of the oldest sends have left it.
    const at = Math.max(...full.map((sends) => sends[sends.length - PHONE_CODES_PER_HOUR]));
    return { reason: 'hourly', at: new Date(at + HOUR_MS) };
  }
  const last = account[account.length - 1];
  if (last !== undefined && last + PHONE_CODE_RESEND_SECONDS * 1000 > now.getTime()) {
    return { reason: 'resend', at: new Date(last + PHONE_CODE_RESEND_SECONDS * 1000) };
  }
  return null;
}

/** Whole seconds from `now` until `at` (at least 1 while `at` is ahead). */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
}
