import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who may do one named piece of work right now. Any instance may take a lease whose time is up;
 * while it is live, every other instance leaves the work alone.
 */
@Entity('job_leases')
export class JobLease {
  /** The work, e.g. 'settle-open-payments'. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  /** The instance and claim holding it (host, process, a random part per claim). */
  @Column({ type: 'varchar', length: 100 })
  holder: string;

  /** When the lease lapses unless its holder renews it. */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
