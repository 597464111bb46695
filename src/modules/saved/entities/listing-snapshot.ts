import { Column } from 'typeorm';
import { decimalTransformer } from '../../../common/database/decimal.transformer';
import type { ListingTypeKey } from '../../listings/listing-types';

/**
 * What a listing was when it was saved or alerted: enough for a page to still say what it was
 * once the listing is gone. Embedded in favourites and alerts.
 */
export class ListingSnapshot {
  @Column({ type: 'varchar', length: 16 })
  listingType: ListingTypeKey;

  @Column({ type: 'varchar', length: 64 })
  postHash: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'decimal', precision: 14, scale: 2, transformer: decimalTransformer })
  price: number;

  @Column({ type: 'varchar', length: 3 })
  currency: 'ETB' | 'USD';

  @Column({ type: 'varchar', length: 10, nullable: true, default: null })
  rentPeriod: string | null;

  @Column({ type: 'varchar', length: 60 })
  city: string;

  /** The card photo's URL. */
  @Column({ type: 'varchar', length: 500 })
  thumbnail: string;
}
