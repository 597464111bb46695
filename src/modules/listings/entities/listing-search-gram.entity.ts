import { Entity, PrimaryColumn } from 'typeorm';
import type { ListingTypeKey } from '../listing-types';

/**
 * The substring index of `q` (search/search-grams.ts): one row per gram of a listing's searched
 * text. The key orders each gram's listings newest first, so a page of a common gram comes
 * straight off the index and a rare gram's listings are a short range. Written with the listing,
 * in its transaction (ListingSearchIndex).
 */
@Entity('listing_search_grams')
export class ListingSearchGram {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  type: ListingTypeKey;

  /** Three characters as 16-bit codes in one number (below 2^48). */
  @PrimaryColumn({ type: 'bigint' })
  gram: string;

  /** The listing's createdAt, to the millisecond. */
  @PrimaryColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @PrimaryColumn({ type: 'int' })
  listingId: number;
}
