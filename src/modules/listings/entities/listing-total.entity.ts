import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ListingTypeKey } from '../listing-types';

/**
 * How many listings each type has, so an unfiltered browse page need not count the whole type.
 * Changed only by ListingsService, in the transaction that inserts or deletes the listing.
 */
@Entity('listing_totals')
export class ListingTotal {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  type: ListingTypeKey;

  @Column({ type: 'int', default: 0 })
  total: number;
}
