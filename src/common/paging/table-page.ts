import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PageQueryDto, SortOrder, TableQueryDto } from './page-query.dto';

export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** How one table pages, sorts and searches: its sort keys map to column expressions. */
export interface TableSpec<S extends string> {
  sortable: Record<S, string>;
  defaultSort: S;
  defaultOrder: SortOrder;
  /** A unique column ordered last, so rows with equal sort values never move between pages. */
  tieBreaker: string;
  /** Columns searched by `q`; numeric columns are compared as text. */
  searchable: { column: string; numeric?: boolean }[];
}

/** A LIKE pattern for a case-insensitive substring; '!' escapes wildcards on MySQL and SQLite alike. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** Keeps rows where any of the columns contains the text (case-insensitive). */
export function whereContainsText<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  columns: TableSpec<string>['searchable'],
  text: string | undefined,
): SelectQueryBuilder<T> {
  const q = text?.trim();
  if (!q || !columns.length) return qb;
  const pattern = containsPattern(q);
  return qb.andWhere(
    new Brackets((or) => {
      for (const { column, numeric } of columns) {
        const expression = numeric ? `CAST(${column} AS CHAR)` : `LOWER(${column})`;
        or.orWhere(`${expression} LIKE :containsPattern ESCAPE '!'`, { containsPattern: pattern });
      }
    }),
  );
}

/** Counting matches for a page total stops after this many (or after the page, if deeper). */
export const COUNT_CAP = 1000;

/**
 * How many rows the query matches, counting at most `cap` (at least the rows up to the end of
 * the page): a filter that matches much of a large table costs no more than a small one.
 */
export async function countCapped<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  paging: PageQueryDto,
): Promise<CappedTotal> {
  const matches = qb
    .clone()
    .select('1')
    .orderBy()
    .skip()
    .take()
    .offset()
    .limit(countLimitOf(paging) + 1);
  const [query, parameters] = matches.getQueryAndParameters();
  const [row] = await qb.connection.query<{ cnt: number | string }[]>(
    `SELECT COUNT(*) AS cnt FROM (${query}) capped`,
    parameters,
  );
  return cappedTotalOf(Number(row?.cnt ?? 0), paging);
}

export interface CappedTotal {
  total: number;
  totalCapped: boolean;
}

/** How far a capped count goes: the cap, or to the end of the page when that is deeper. */
export function countLimitOf(paging: PageQueryDto): number {
  return Math.max(COUNT_CAP, paging.page * paging.pageSize);
}

/** The page total from a count that stopped one past countLimitOf(paging). */
export function cappedTotalOf(counted: number, paging: PageQueryDto): CappedTotal {
  const limit = countLimitOf(paging);
  return counted > limit
    ? { total: limit, totalCapped: true }
    : { total: counted, totalCapped: false };
}

/** Applies skip/take and reads one page with its total. */
export async function fetchPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  paging: PageQueryDto,
): Promise<{ rows: T[]; meta: PageMeta }> {
  const [rows, total] = await qb
    .skip((paging.page - 1) * paging.pageSize)
    .take(paging.pageSize)
    .getManyAndCount();
  return { rows, meta: { page: paging.page, pageSize: paging.pageSize, total } };
}

/** One page newest first: by the date column, then the id, so rows of one second keep their order. */
export function fetchNewestFirst<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  dateColumn: string,
  idColumn: string,
  paging: PageQueryDto,
): Promise<{ rows: T[]; meta: PageMeta }> {
  return fetchPage(qb.orderBy(dateColumn, 'DESC').addOrderBy(idColumn, 'DESC'), paging);
}

/** One page of a back-office table: search, then sort (with a tie-breaker), then page. */
export function fetchTablePage<T extends ObjectLiteral, S extends string>(
  qb: SelectQueryBuilder<T>,
  query: TableQueryDto & { sort?: S },
  spec: TableSpec<S>,
): Promise<{ rows: T[]; meta: PageMeta }> {
  whereContainsText(qb, spec.searchable, query.q);
  const order = (query.order ?? spec.defaultOrder).toUpperCase() as 'ASC' | 'DESC';
  qb.orderBy(spec.sortable[query.sort ?? spec.defaultSort], order).addOrderBy(
    spec.tieBreaker,
    order,
  );
  return fetchPage(qb, query);
}
