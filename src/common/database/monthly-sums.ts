import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { monthOf, sqlNumber } from './sql-dialect';

/** A half-open interval [from, to) of instants; either end may be open. */
export interface DateRange {
  from?: Date;
  to?: Date;
}

export interface MonthlySum {
  /** YYYY-MM (UTC). */
  month: string;
  total: number;
  count: number;
  /** The value of `groupBy`, when given. */
  group?: string;
}

function whereInRange<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  column: string,
  range: DateRange,
): SelectQueryBuilder<T> {
  if (range.from) qb.andWhere(`${column} >= :rangeFrom`, { rangeFrom: range.from });
  if (range.to) qb.andWhere(`${column} < :rangeTo`, { rangeTo: range.to });
  return qb;
}

/**
 * Sums `amount` and counts rows per month of `date` within the range, in the database (one row
 * per month, or per month and `groupBy` value), never by loading the rows.
 */
export async function sumByMonth<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  options: { date: string; amount: string; range: DateRange; groupBy?: string },
): Promise<MonthlySum[]> {
  qb.select(monthOf(qb.connection, options.date), 'month')
    .addSelect(`SUM(${options.amount})`, 'total')
    .addSelect('COUNT(*)', 'count')
    .groupBy('month');
  if (options.groupBy) qb.addSelect(options.groupBy, 'grp').addGroupBy(options.groupBy);
  const rows = await whereInRange(qb, options.date, options.range).getRawMany<{
    month: string;
    total: unknown;
    count: unknown;
    grp?: string;
  }>();
  return rows.map((row) => ({
    month: row.month,
    total: sqlNumber(row.total),
    count: sqlNumber(row.count),
    ...(options.groupBy ? { group: row.grp } : {}),
  }));
}
