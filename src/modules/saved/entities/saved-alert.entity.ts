import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';
import type { SavedOwnerType } from '../saved-owner';
import { ListingSnapshot } from './listing-snapshot';

export type AlertKind = 'newMatch' | 'priceDrop';

/**
 * A new listing a saved search found, or a price drop on a favourite. `alertKey` is unique, so
 * the same listing never alerts twice for one search, nor one drop twice, however often the job
 * runs or wherever it stopped.
 */
@Entity('saved_alerts')
@Index('IDX_saved_alerts_owner', ['ownerType', 'ownerId', 'id'])
@Index('IDX_saved_alerts_unread', ['ownerType', 'ownerId', 'readAt'])
@Index('IDX_saved_alerts_unmailed', ['savedSearchId', 'mailedAt'])
export class SavedAlert {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  ownerType: SavedOwnerType;

  @Column({ type: 'int' })
  ownerId: number;

  @Column({ type: 'varchar', length: 12 })
  kind: AlertKind;

  /** 'search:<id>:<postHash>' or 'drop:<favouriteId>:<price>'. */
  @Column({ type: 'varchar', length: 120 })
  @Index('UQ_saved_alerts_key', { unique: true })
  alertKey: string;

  /** The saved search that found it (new matches). */
  @Column({ type: 'int', nullable: true, default: null })
  savedSearchId: number | null;

  /** The search's name when it alerted, so the alert still reads right after a rename or delete. */
  @Column({ type: 'varchar', length: 80, nullable: true, default: null })
  searchName: string | null;

  @Column(() => ListingSnapshot, { prefix: false })
  listing: ListingSnapshot;

  /** Price drops: the price before. */
  @Column({
    type: 'decimal',
    precision: 14,
    scale: 2,
    nullable: true,
    default: null,
    transformer: decimalTransformer,
  })
  previousPrice: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  readAt: Date | null;

  /** When it went out in a mail; null while waiting for the search's next mail (or never mailed). */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  mailedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
