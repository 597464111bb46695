import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

/** One paid (or staff-granted) subscription period: the buyer side's ledger. */
@Entity('buyer_subscription_payments')
@Index('IDX_buyer_subscription_payments_buyer', ['buyerId', 'createdAt'])
export class BuyerSubscriptionPayment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  buyerId: number;

  @Column({ type: 'decimal', precision: 14, scale: 2, transformer: decimalTransformer })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'ETB' })
  currency: string;

  @Column({ type: 'datetime' })
  periodEnd: Date;

  /** 'payment:chapa', 'employee:3'. */
  @Column({ length: 60 })
  actor: string;

  /** The payment reference or a staff grant's key: a period is granted once per key. */
  @Index('UQ_buyer_subscription_payments_key', { unique: true })
  @Column({ length: 120 })
  idempotencyKey: string;

  @CreateDateColumn()
  createdAt: Date;
}
