import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ListingTypeKey } from '../../listings/listing-types';

/**
 * A listing the seller marked rented or sold, to which buyer. Names, phones and what was sold are
 * copied in, so the record still reads right after the listing is gone or an account changes.
 */
@Entity('history')
@Index('IDX_history_seller_type_date', ['sellerId', 'listingType', 'historyDate'])
@Index('IDX_history_type_date', ['listingType', 'historyDate'])
// Whether a listing someone saved was rented or sold.
@Index('IDX_history_post_hash', ['postHash'])
export class HistoryRecord {
  @PrimaryGeneratedColumn()
  historyId: number;

  @Column({ type: 'varchar', length: 16 })
  listingType: ListingTypeKey;

  /** The listing's public id at the time (the listing itself is removed). */
  @Column({ length: 64 })
  postHash: string;

  @Column({ type: 'int' })
  sellerId: number;

  @Column({ length: 100 })
  sellerFirstName: string;

  @Column({ length: 100 })
  sellerLastName: string;

  @Column({ length: 32 })
  sellerPhoneNumber: string;

  @Column({ type: 'int' })
  buyerId: number;

  @Column({ length: 100 })
  buyerFirstName: string;

  @Column({ length: 100 })
  buyerLastName: string;

  @Column({ length: 32 })
  buyerPhoneNumber: string;

  /** What was rented or sold, and for how much. */
  @Column({ length: 500 })
  message: string;

  @CreateDateColumn()
  historyDate: Date;
}
