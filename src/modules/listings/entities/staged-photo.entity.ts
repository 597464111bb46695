import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A photo a seller uploaded while filling in a form: checked, and waiting for the post (or photo
 * replacement) that names it by its id instead of sending it again. Its preview and its upload
 * wait beside the other uploads (PHOTO_ORIGINALS, under staged/). The post that takes it deletes
 * the row in its own transaction; one never taken goes once it expires.
 */
@Entity('staged_photos')
@Index('IDX_staged_photos_seller_expires', ['sellerId', 'expiresAt'])
@Index('IDX_staged_photos_expires', ['expiresAt'])
export class StagedPhoto {
  /** Random, URL-safe: what the form sends in the photo's slot. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'int' })
  sellerId: number;

  /** The photo's fingerprint (photo-fingerprint.ts); null for a flat photo. */
  @Column({ type: 'varchar', length: 64, nullable: true, default: null })
  fingerprint: string | null;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @CreateDateColumn()
  createdAt: Date;
}
