export type Currency = 'ETB' | 'USD';

/** A currency code as the API sends it (a string), as one the client formats. */
export const currencyOf = (code: string): Currency => (code === 'USD' ? 'USD' : 'ETB');

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Prices in the UI language: 'ETB 500' in English (ETB has no symbol English readers know), 'ብር 500'
 * in Amharic, where birr has its word; USD shows as $ (US$ in Amharic).
 */
export function formatMoney(amount: number, currency: Currency, language = 'en'): string {
  const amharic = language === 'am';
  const locale = amharic ? 'am-ET' : 'en-US';
  const key = `${locale}:${currency}:${Number.isInteger(amount)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'ETB' && !amharic ? 'code' : 'symbol',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount).replace(/\u00a0/g, ' ');
}
