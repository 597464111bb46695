import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * One page of the query, newest first: by the date column, then by the id column so rows of the
 * same second keep a stable order across pages. Returns the rows and the total count.
 */
export function newestFirstPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  dateColumn: string,
  idColumn: string,
  paging: Paging,
): Promise<[T[], number]> {
  return qb
    .orderBy(dateColumn, 'DESC')
    .addOrderBy(idColumn, 'DESC')
    .skip((paging.page - 1) * paging.pageSize)
    .take(paging.pageSize)
    .getManyAndCount();
}
