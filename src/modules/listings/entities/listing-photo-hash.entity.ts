import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The fingerprint of one photo a listing shows (one row per slot; flat photos have none). The
 * eight bands find photos close to a new one through their indexes, without reading the whole
 * table; `matchedListingId` names another seller's listing this photo was found in, for staff.
 */
@Entity('listing_photo_hashes')
@Index('UQ_listing_photo_hashes_listing_slot', ['listingId', 'slot'], { unique: true })
export class ListingPhotoHash {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  listingId: number;

  @Column({ type: 'int' })
  sellerId: number;

  /** frontImage, backImage, rightImage or leftImage. */
  @Column({ type: 'varchar', length: 12 })
  slot: string;

  /** 256 bits as 64 hex digits. */
  @Column({ type: 'varchar', length: 64 })
  hash: string;

  @Index('IDX_listing_photo_hashes_band0')
  @Column({ type: 'varchar', length: 8 })
  band0: string;
  @Index('IDX_listing_photo_hashes_band1')
  @Column({ type: 'varchar', length: 8 })
  band1: string;
  @Index('IDX_listing_photo_hashes_band2')
  @Column({ type: 'varchar', length: 8 })
  band2: string;
  @Index('IDX_listing_photo_hashes_band3')
  @Column({ type: 'varchar', length: 8 })
  band3: string;
  @Index('IDX_listing_photo_hashes_band4')
  @Column({ type: 'varchar', length: 8 })
  band4: string;
  @Index('IDX_listing_photo_hashes_band5')
  @Column({ type: 'varchar', length: 8 })
  band5: string;
  @Index('IDX_listing_photo_hashes_band6')
  @Column({ type: 'varchar', length: 8 })
  band6: string;
  @Index('IDX_listing_photo_hashes_band7')
  @Column({ type: 'varchar', length: 8 })
  band7: string;

  /** Another seller's listing showing the same photo when this one was posted; null if none. */
  @Column({ type: 'int', nullable: true, default: null })
  matchedListingId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
