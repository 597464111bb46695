import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ListingTypeKey } from '../listing-types';

/**
 * A listing's searched fields as `q` compares them (search/search-grams.ts searchTextOf): what a
 * candidate from the gram index is checked against, and what a walk over the newest listings of
 * a type reads when no gram narrows a search. Kept with the listing, in its transaction.
 */
@Entity('listing_search_texts')
@Index('IDX_listing_search_texts_type_created', ['type', 'createdAt', 'listingId'])
export class ListingSearchText {
  @PrimaryColumn({ type: 'int' })
  listingId: number;

  @Column({ type: 'varchar', length: 16 })
  type: ListingTypeKey;

  /** The listing's createdAt, to the millisecond, as in listing_search_grams. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'varchar', length: 400 })
  text: string;
}
