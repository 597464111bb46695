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
