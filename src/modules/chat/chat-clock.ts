/** Ethiopia keeps East Africa Time (UTC+3) all year. */
const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Midnight of today in Addis Ababa, as an instant. */
export function startOfAddisDay(now: Date): Date {
  const local = new Date(now.getTime() + ADDIS_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - ADDIS_OFFSET_MS);
}

/** '22 November 2026', as people here read a date in English. */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Addis_Ababa',
  }).format(date);
}

export function birr(amount: number, currency = 'ETB'): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
}
