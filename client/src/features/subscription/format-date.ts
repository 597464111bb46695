const formatters = new Map<string, Intl.DateTimeFormat>();

/** '5 Jan 2026' style dates in the UI language; an unreadable date is shown as it came. */
export function formatDate(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'am' ? 'am-ET' : 'en-GB';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
