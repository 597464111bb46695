/** The spec's age labels: minutes, hours, days, weeks, then months of 43 800 minutes. */
export function ageLabel(
  added: string | Date,
  now: Date = new Date(),
): { key: string; count: number } {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(added).getTime()) / 60_000));
  if (minutes < 60) return { key: 'listings.age.minutes', count: minutes };
  if (minutes < 1440) return { key: 'listings.age.hours', count: Math.floor(minutes / 60) };
  if (minutes < 10080) return { key: 'listings.age.days', count: Math.floor(minutes / 1440) };
  if (minutes < 43800) return { key: 'listings.age.weeks', count: Math.floor(minutes / 10080) };
  return { key: 'listings.age.months', count: Math.floor(minutes / 43800) };
}
