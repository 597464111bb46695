import type { QueryRunner } from 'typeorm';
import {
  IndexedListing,
  ListingSearchIndex,
} from '../../modules/listings/search/listing-search-index';

/** Listings read and indexed per round: a million rows take a thousand short rounds. */
const BATCH = 1000;

/** A datetime as the engine gave it: a Date (MySQL) or SQLite's UTC text 'YYYY-MM-DD HH:MM:SS.SSS'. */
const dateOf = (value: Date | string): Date =>
  value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);

/**
 * Indexes every listing for substring search (listing_search_texts and listing_search_grams),
 * in rounds by id. Rows already there are skipped (INSERT IGNORE), so a run cut short is simply
 * run again.
 */
export async function indexListingsForSearch(
  queryRunner: QueryRunner,
  quote: (name: string) => string,
): Promise<void> {
  const q = quote;
  const columns = ['id', 'type', 'make', 'model', 'houseType', 'area', 'price', 'country']
    .concat(['region', 'createdAt'])
    .map((column) => q(column))
    .join(', ');
  for (let after = 0; ; ) {
    const rows = (await queryRunner.query(
      `SELECT ${columns} FROM ${q('listings')} WHERE ${q('id')} > ? ORDER BY ${q('id')} LIMIT ${BATCH}`,
      [after],
    )) as (IndexedListing & { createdAt: Date | string })[];
    if (!rows.length) return;
    await ListingSearchIndex.add(
      queryRunner.manager,
      rows.map((row) => ({ ...row, id: Number(row.id), createdAt: dateOf(row.createdAt) })),
    );
    after = Number(rows[rows.length - 1].id);
  }
}
