import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

export type LedgerReason = 'top-up' | 'post-charge' | 'free-trial-post' | 'staff-adjustment';

/** One change of a seller's balance. The balance is always the sum of these amounts. */
@Entity('seller_ledger')
@Index('IDX_seller_ledger_seller_created', ['sellerId', 'createdAt'])
export class SellerLedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  sellerId: number;

  /** ETB: positive credits, negative charges, 0 for a post on the free trial. */
  @Column({ type: 'decimal', precision: 14, scale: 2, transformer: decimalTransformer })
  amount: number;

  @Column({ type: 'decimal', precision: 14, scale: 2, transformer: decimalTransformer })
  balanceAfter: number;

  @Column({ type: 'varchar', length: 20 })
  reason: LedgerReason;

  /** Who caused it: 'seller:12', 'employee:3', 'payment:chapa'. */
  @Column({ length: 60 })
  actor: string;

  /** One row per cause: 'post:123', 'payment:TX-…', 'adjustment:<uuid>'. Replays are refused. */
  @Index('UQ_seller_ledger_idempotency', { unique: true })
  @Column({ length: 120 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  note: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
