import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

export type PaymentProviderName = 'chapa' | 'stripe';
export type PaymentPurpose = 'Account Top Up' | 'Buyer Subscription';
export type PaymentAccountType = 'seller' | 'buyer';
/** pending → paid (verified with the provider) → credited; or failed. */
export type PaymentStatus = 'pending' | 'paid' | 'credited' | 'failed';

/** One order sent to a payment provider, and what became of it. */
@Entity('payments')
@Index('IDX_payments_account', ['accountType', 'accountId', 'createdAt'])
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  /** Chapa's tx_ref or Stripe's PaymentIntent id: how every answer finds its order. */
  @Index('UQ_payments_reference', { unique: true })
  @Column({ length: 100 })
  reference: string;

  @Column({ type: 'varchar', length: 10 })
  provider: PaymentProviderName;

  @Column({ type: 'varchar', length: 30 })
  purpose: PaymentPurpose;

  @Column({ type: 'varchar', length: 10 })
  accountType: PaymentAccountType;

  @Column({ type: 'int' })
  accountId: number;

  /** What the provider charges, in `currency`. */
  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: decimalTransformer })
  amount: number;

  @Column({ length: 3 })
  currency: string;

  /** What the account receives in ETB: the top-up's balance or the subscription's price. */
  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: decimalTransformer })
  creditAmount: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: PaymentStatus;

  /**
   * The origin the payer paid from (scheme, host and port), where their session lives: the
   * provider sends them back there. Null for orders from before it was kept (PUBLIC_URL then).
   */
  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  returnOrigin: string | null;

  /** The provider's own reference for the charge, once it is known. */
  @Column({ type: 'varchar', length: 100, nullable: true, default: null })
  providerReference: string | null;

  /** The provider's last verification answer (trimmed JSON), kept for support. */
  @Column({ type: 'text', nullable: true, default: null })
  verification: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  failureReason: string | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  creditedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
