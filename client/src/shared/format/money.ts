export type Currency = 'ETB' | 'USD';

/** A currency code as the API sends it (a string), as one the client formats. */
export const currencyOf = (code: string): Currency => (code === 'USD' ? 'USD' : 'ETB');

const formatters = new Map<string, Intl.NumberFormat>();

/** '500 ETB' style prices (ETB has no symbol people use; USD shows as $), in the UI language. */
export function formatMoney(amount: number, currency: Currency, language = 'en'): string {
  const locale = language === 'am' ? 'am-ET' : 'en-US';
  const key = `${locale}:${currency}:${Number.isInteger(amount)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'ETB' ? 'code' : 'symbol',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount).replace(/\u00a0/g, ' ');
}
