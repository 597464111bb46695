import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** How often one client did one rate-limited thing in the current window, for every instance. */
@Entity('rate_limit_counters')
@Index('IDX_rate_limit_counters_resets', ['resetsAt'])
export class RateLimitCounter {
  /** SHA-256 of the limit's name and key: no address or e-mail is kept. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  bucket: string;

  @Column({ type: 'int' })
  hits: number;

  /**
   * When the window ends (or the block, once the limit was passed), in milliseconds since 1970:
   * a number, so one statement compares and sets it the same way on either engine.
   */
  @Column({ type: 'bigint' })
  resetsAt: number;
}
