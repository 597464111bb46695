import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ListingTypeKey } from '../../listings/listing-types';
import type { SavedOwnerType } from '../saved-owner';

/** A browse someone named and follows: new public listings it finds are alerted. */
@Entity('saved_searches')
@Index('IDX_saved_searches_owner', ['ownerType', 'ownerId', 'createdAt'])
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  ownerType: SavedOwnerType;

  @Column({ type: 'int' })
  ownerId: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  listingType: ListingTypeKey;

  /** The browse's q and filters, as the browse endpoint takes them (JSON). */
  @Column({ type: 'simple-json' })
  query: Record<string, unknown>;

  /** Whether new matches are also e-mailed (at most one mail a day); turned off by unsubscribing. */
  @Column({ type: 'boolean', default: true })
  emailAlerts: boolean;

  /** Listings posted up to this moment have been looked at. */
  @Column({ type: 'datetime', precision: 3 })
  checkedUntil: Date;

  /** When the last mail about it went out: the next one waits a day from then. */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  lastMailedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
