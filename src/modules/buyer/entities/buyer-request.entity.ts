import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A buyer's "notify the seller": one open request per buyer and seller. */
@Entity('buyer_requests')
@Index('UQ_buyer_requests_buyer_seller', ['buyerId', 'sellerId'], { unique: true })
@Index('IDX_buyer_requests_seller_date', ['sellerId', 'buyerRequestDate'])
export class BuyerRequest {
  @PrimaryGeneratedColumn()
  buyerRequestId: number;

  @Column({ type: 'int' })
  sellerId: number;

  @Column({ type: 'int' })
  buyerId: number;

  /** The listing the buyer was looking at, when sent from a detail page. */
  @Column({ type: 'varchar', length: 16, nullable: true, default: null })
  listingType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, default: null })
  postHash: string | null;

  /** What the buyer added to "Notify the seller" (trimmed; at most REQUEST_MESSAGE_MAX_LENGTH). */
  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  message: string | null;

  /** Unread until the seller opens the list of requests. */
  @Column({ type: 'smallint', default: 0 })
  seen: number;

  @CreateDateColumn()
  buyerRequestDate: Date;
}
