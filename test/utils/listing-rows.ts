import { In } from 'typeorm';
import { Listing } from '../../src/modules/listings/entities/listing.entity';
import { ListingSearchIndex } from '../../src/modules/listings/search/listing-search-index';
import type { TestApp } from './test-app';

/**
 * Listings straight into the table, many at once, indexed for `q` as a post would be (the
 * listing_totals are left alone: the posts under test keep those).
 */
export async function insertListings(t: TestApp, rows: Partial<Listing>[]): Promise<void> {
  const repo = t.dataSource.getRepository(Listing);
  for (let at = 0; at < rows.length; at += 100) {
    const { identifiers } = await repo.insert(rows.slice(at, at + 100));
    const inserted = await repo.findBy({ id: In(identifiers.map((row) => row.id as number)) });
    await ListingSearchIndex.add(t.dataSource.manager, inserted);
  }
}
