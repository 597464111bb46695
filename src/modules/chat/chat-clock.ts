/** Ethiopia keeps East Africa Time (UTC+3) all year. */
const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Midnight of today in Addis Ababa, as an instant. */
export function startOfAddisDay(now: Date): Date {
  const local = new Date(now.getTime() + ADDIS_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - ADDIS_OFFSET_MS);
}

/** A date spelled out as a language writes it ('22 November 2026'), in Addis Ababa's time. */
export function longDateIn(locale: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Addis_Ababa',
  });
  return (date) => format.format(date);
}

/** '22 November 2026', as people here read a date in English. */
export const longDate = longDateIn('en-GB');

const AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount with grouped thousands and at most two decimals: '1,500', '2,500.5'. */
export function amountText(amount: number): string {
  return AMOUNT.format(amount);
}

export function birr(amount: number, currency = 'ETB'): string {
  return `${amountText(amount)} ${currency}`;
}
