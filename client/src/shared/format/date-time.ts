const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's shape, DD/MM/YYYY:HH:mm, from a date's day, month, year, hours and minutes. */
const specShape = (day: string, month: string, year: string, hours: string, minutes: string) =>
  `${day}/${month}/${year}:${hours}:${minutes}`;

// The Ethiopian calendar's day, month and year (Intl knows it); Latin digits as Ethiopians write
// dates. Built once: making a formatter is slow.
const ethiopicParts = new Intl.DateTimeFormat('am-ET', {
  calendar: 'ethiopic',
  numberingSystem: 'latn',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function ethiopicDate(date: Date): { day: string; month: string; year: string } {
  const parts = Object.fromEntries(
    ethiopicParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return { day: parts.day, month: parts.month, year: parts.year };
}

/** The Ethiopian era's mark after a year: 'ዓ.ም.' (ዓመተ ምሕረት). */
const ETHIOPIAN_ERA = 'ዓ.ም.';

/**
 * The spec's date and time, DD/MM/YYYY:HH:mm, in the viewer's time zone.
 * In Amharic the date is the Ethiopian calendar's (the one people there date things by), marked
 * ዓ.ም., with the Gregorian date beside it for what payment receipts and banks show.
 * An unreadable date is shown as it came.
 */
export function formatDateTime(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = pad(date.getHours());
  const minutes = pad(date.getMinutes());
  const gregorian = {
    day: pad(date.getDate()),
    month: pad(date.getMonth() + 1),
    year: String(date.getFullYear()),
  };
  if (language !== 'am') {
    return specShape(gregorian.day, gregorian.month, gregorian.year, hours, minutes);
  }
  const { day, month, year } = ethiopicDate(date);
  return (
    `${specShape(day, month, year, hours, minutes)} ${ETHIOPIAN_ERA} ` +
    `(${gregorian.day}/${gregorian.month}/${gregorian.year})`
  );
}
