import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

export type BuyerSubscriptionStatus = 'none' | 'active' | 'expired';

/**
 * A buyer's access: the current subscription period (renewals extend it; every payment is a row of
 * its own) and the row that serialises changes to one buyer's trials and periods.
 */
@Entity('buyer_subscriptions')
@Index('IDX_buyer_subscriptions_status_end', ['status', 'endDate'])
export class BuyerSubscription {
  @PrimaryColumn({ type: 'int' })
  buyerId: number;

  /** ETB of the latest payment. */
  @Column({ type: 'decimal', precision: 14, scale: 2, default: 0, transformer: decimalTransformer })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'ETB' })
  currency: string;

  @Column({ type: 'datetime', nullable: true, default: null })
  endDate: Date | null;

  /** Kept by the expiry job; access checks also compare endDate with now. */
  @Column({ type: 'varchar', length: 10, default: 'none' })
  status: BuyerSubscriptionStatus;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
