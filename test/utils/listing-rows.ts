import { In } from 'typeorm';
import { ListingTotal } from '../../src/modules/listings/entities/listing-total.entity';
import { Listing } from '../../src/modules/listings/entities/listing.entity';
import { PageAnchors } from '../../src/modules/listings/page-anchors';
import { ListingSearchIndex } from '../../src/modules/listings/search/listing-search-index';
import type { TestApp } from './test-app';

/**
 * Listings straight into the table, many at once, indexed for `q`, counted in listing_totals and
 * placed among the page anchors as posts would be.
 */
export async function insertListings(t: TestApp, rows: Partial<Listing>[]): Promise<void> {
  const repo = t.dataSource.getRepository(Listing);
  for (let at = 0; at < rows.length; at += 100) {
    const { identifiers } = await repo.insert(rows.slice(at, at + 100));
    const inserted = await repo.findBy({ id: In(identifiers.map((row) => row.id as number)) });
    await ListingSearchIndex.add(t.dataSource.manager, inserted);
    const publicOnes = inserted.filter((listing) => listing.status === 'active');
    for (const listing of publicOnes) await PageAnchors.shift(t.dataSource.manager, listing, 1);
    for (const type of new Set(publicOnes.map((listing) => listing.type))) {
      await t.dataSource
        .getRepository(ListingTotal)
        .increment({ type }, 'total', publicOnes.filter((listing) => listing.type === type).length);
    }
  }
}

/** A house for rent in Addis Ababa, active, for 1,000 ETB a month, but for `row`. */
export function houseForRent(row: Partial<Listing>): Partial<Listing> {
  return {
    type: 'houseRent',
    houseType: 'Apartment',
    area: 80,
    bedrooms: 2,
    bathrooms: 1,
    livingRooms: 1,
    price: 1000,
    currency: 'ETB',
    rentPeriod: 'per month',
    status: 'active',
    country: 'Ethiopia',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    subcity: 'Bole',
    imageFront: 'listings/x/front.webp',
    imageBack: 'listings/x/back.webp',
    imageRight: 'listings/x/right.webp',
    imageLeft: 'listings/x/left.webp',
    ...row,
  };
}
