import type { DataSource } from 'typeorm';

/** The month of a datetime column as 'YYYY-MM' (UTC, as dates are stored), on either engine. */
export function monthOf(dataSource: DataSource, column: string): string {
  return dataSource.options.type === 'better-sqlite3'
    ? `strftime('%Y-%m', ${column})`
    : `DATE_FORMAT(${column}, '%Y-%m')`;
}

/** A SUM or COUNT as it comes back: mysql2 returns DECIMAL sums as strings, SQLite as numbers. */
export function sqlNumber(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}
