const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** '5 Jan 2026' style dates in the UI language; an unreadable date is shown as it came. */
export function formatDate(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'am' ? 'am-ET' : 'en-GB';
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The spec's date and time: DD/MM/YYYY:HH:mm in the viewer's time zone. An unreadable date is
 * shown as it came.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}:` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
