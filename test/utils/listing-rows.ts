import { In } from 'typeorm';
import { ListingTotal } from '../../src/modules/listings/entities/listing-total.entity';
import { Listing } from '../../src/modules/listings/entities/listing.entity';
import { ListingSearchIndex } from '../../src/modules/listings/search/listing-search-index';
import type { TestApp } from './test-app';

/**
 * Listings straight into the table, many at once, indexed for `q` and counted in listing_totals
 * as posts would be.
 */
export async function insertListings(t: TestApp, rows: Partial<Listing>[]): Promise<void> {
  const repo = t.dataSource.getRepository(Listing);
  for (let at = 0; at < rows.length; at += 100) {
    const { identifiers } = await repo.insert(rows.slice(at, at + 100));
    const inserted = await repo.findBy({ id: In(identifiers.map((row) => row.id as number)) });
    await ListingSearchIndex.add(t.dataSource.manager, inserted);
    const publicOnes = inserted.filter((listing) => listing.status === 'active');
    for (const type of new Set(publicOnes.map((listing) => listing.type))) {
      await t.dataSource
        .getRepository(ListingTotal)
        .increment({ type }, 'total', publicOnes.filter((listing) => listing.type === type).length);
    }
  }
}
