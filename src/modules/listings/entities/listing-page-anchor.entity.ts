import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ListingTypeKey } from '../listing-types';

/**
 * A place in a type's public listings, newest first, and how many public listings come before
 * it: a browse page asked for by its number starts at the nearest anchor before it instead of
 * skipping every listing above it. The key (createdAt, listingId) is a point in the order, not a
 * listing that must still be there. Kept by PageAnchors (page-anchors.ts).
 */
@Entity('listing_page_anchors')
@Index('IDX_listing_page_anchors_type_position', ['type', 'position'])
export class ListingPageAnchor {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  type: ListingTypeKey;

  @PrimaryColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @PrimaryColumn({ type: 'int' })
  listingId: number;

  /** How many of the type's public listings are newer than the key. */
  @Column({ type: 'int' })
  position: number;
}
