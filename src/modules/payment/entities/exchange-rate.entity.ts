import { Column, Entity, PrimaryColumn } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';

/** The last rate read from the rate service, shared by every instance until `validUntil`. */
@Entity('exchange_rates')
export class StoredExchangeRate {
  @PrimaryColumn({ type: 'varchar', length: 3 })
  base: string;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency: string;

  /** Units of `currency` per unit of `base`. */
  @Column({ type: 'decimal', precision: 14, scale: 6, transformer: decimalTransformer })
  rate: number;

  /** 'live' from the rate service, or 'fallback' while it could not be reached. */
  @Column({ type: 'varchar', length: 10 })
  source: 'live' | 'fallback';

  @Column({ type: 'datetime', precision: 3 })
  fetchedAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  validUntil: Date;
}
