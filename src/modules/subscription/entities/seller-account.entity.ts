import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

/** A seller's prepaid balance and free-trial state. Changed only together with a ledger row. */
@Entity('seller_accounts')
export class SellerAccount {
  @PrimaryColumn({ type: 'int' })
  sellerId: number;

  /** ETB; never below zero. */
  @Column({ type: 'decimal', precision: 14, scale: 2, default: 0, transformer: decimalTransformer })
  balance: number;

  @Column({ type: 'varchar', length: 3, default: 'ETB' })
  currency: string;

  /** null: never started; 0: granted and unused; 1: used (the spec's freeTrialUsed). */
  @Column({ type: 'smallint', nullable: true, default: null })
  freeTrialUsed: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
