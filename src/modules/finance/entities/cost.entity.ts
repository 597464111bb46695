import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

/** Money the business spent: subtracted from income. */
@Entity('costs')
@Index('IDX_costs_cost_date', ['costDate'])
export class Cost {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who was paid (the spec's field name). */
  @Column({ length: 120 })
  payed_to: string;

  @Column({ length: 120 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** ETB. */
  @Column({ type: 'decimal', precision: 14, scale: 2, transformer: decimalTransformer })
  amount: number;

  /** When the cost was incurred (the day it was entered, unless staff said otherwise). */
  @Column({ type: 'datetime' })
  costDate: Date;

  /** The employee who entered it. */
  @Column({ type: 'int' })
  createdBy: number;

  @CreateDateColumn()
  createdAt: Date;
}
