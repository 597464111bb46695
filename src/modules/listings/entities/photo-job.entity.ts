import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A listing photo waiting for its WebP sizes. Any instance may do the work: it claims the row
 * with a lease (leaseOwner, leaseUntil), so a photo whose instance died is picked up by another
 * once the lease has run out. The row exists from before the photo's files are stored; `ready`
 * turns true in the transaction that commits the listing, so a row left unready long after its
 * post is the trace of a post that never finished (its files are then removed).
 */
@Entity('photo_jobs')
@Index('IDX_photo_jobs_ready_lease', ['ready', 'leaseUntil'])
export class PhotoJob {
  @PrimaryGeneratedColumn()
  id: number;

  /** The preview the listing shows until the WebP replaces it; the original is named after it. */
  @Index('UQ_photo_jobs_preview_key', { unique: true })
  @Column({ length: 255 })
  previewKey: string;

  @Index('IDX_photo_jobs_post_hash')
  @Column({ length: 64 })
  postHash: string;

  @Column({ default: false })
  ready: boolean;

  /** Claims so far: a photo that keeps failing is given up after a few. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 100, nullable: true, default: null })
  leaseOwner: string | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  leaseUntil: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
