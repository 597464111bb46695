export type Currency = 'ETB' | 'USD';

/** A currency code as the API sends it (a string), as one the client formats. */
export const currencyOf = (code: string): Currency => (code === 'USD' ? 'USD' : 'ETB');

/**
 * A number with its thousands grouped, '1,250,000', and at most `decimals` digits after the
 * point (trailing zeros kept). Done by hand rather than with Intl.NumberFormat: the first
 * NumberFormat a page makes loads the browser's number data, some 50 ms of a phone's main
 * thread on the first page that shows a price.
 */
export function groupDigits(value: number, decimals = 0): string {
  // Rounded from the number's shortest decimal form, as Intl does: 1.005 → 1.01.
  const written = String(value);
  const scaled = written.includes('e') ? value * 10 ** decimals : Number(`${written}e${decimals}`);
  // All the digits, at least one before the point: the last `decimals` of them come after it.
  const digits = Math.abs(scaled)
    .toFixed(0)
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return decimals ? `${sign}${grouped}.${digits.slice(-decimals)}` : `${sign}${grouped}`;
}

/** What a price starts with, per UI language. */
const PREFIX: Record<'en' | 'am', Record<Currency, string>> = {
  en: { ETB: 'ETB ', USD: '$' },
  am: { ETB: 'ብር ', USD: 'US$' },
};

/**
 * Prices in the UI language: 'ETB 500' in English (ETB has no symbol English readers know), 'ብር 500'
 * in Amharic, where birr has its word; USD shows as $ (US$ in Amharic). Whole amounts without
 * decimals, others with two.
 */
export function formatMoney(amount: number, currency: Currency, language = 'en'): string {
  const digits = groupDigits(amount, Number.isInteger(amount) ? 0 : 2);
  const sign = digits.startsWith('-') ? '-' : '';
  return `${sign}${PREFIX[language === 'am' ? 'am' : 'en'][currency]}${digits.slice(sign.length)}`;
}
