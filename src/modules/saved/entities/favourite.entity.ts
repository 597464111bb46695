import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SavedOwnerType } from '../saved-owner';
import { ListingSnapshot } from './listing-snapshot';

/**
 * A listing a seller or buyer saved. The snapshot keeps what it was (and the price last seen,
 * against which a drop is alerted) once the listing is sold, hidden or removed.
 */
@Entity('favourites')
@Index('UQ_favourites_owner_listing', ['ownerType', 'ownerId', 'snapshot.postHash'], {
  unique: true,
})
@Index('IDX_favourites_owner_created', ['ownerType', 'ownerId', 'createdAt'])
export class Favourite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  ownerType: SavedOwnerType;

  /** The sellerId or buyerId. */
  @Column({ type: 'int' })
  ownerId: number;

  @Column(() => ListingSnapshot, { prefix: false })
  snapshot: ListingSnapshot;

  @CreateDateColumn()
  createdAt: Date;
}
