import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { RateLimitCounter } from './entities/rate-limit-counter.entity';
import { JobLeases } from './job-leases.service';

const SWEEP_JOB = 'sweep-rate-limit-counters';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The rate limits' counters in the database, so every instance counts the same attempts: ten
 * tries a minute are ten across the site, not ten per instance. A window starts with its first
 * hit and lasts `ttl`; the hit that passes the limit blocks the key for `blockDuration` from then.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly counting: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
  ) {
    this.counting = this.countingStatement();
  }

  /**
   * One statement adds the hit, starting a new window when the last one is over, and hands back
   * the count it reached, so simultaneous hits on any instances each see their own number.
   * Each SET expression reads only the row as it was (MySQL applies them left to right).
   */
  private countingStatement(): string {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const [table, bucket, hits, resetsAt] = [
      'rate_limit_counters',
      'bucket',
      'hits',
      'resetsAt',
    ].map(q);
    const newHits = `CASE WHEN ${resetsAt} <= ? THEN 1 ELSE ${hits} + 1 END`;
    const newResetsAt = `CASE WHEN ${resetsAt} <= ? THEN ? ELSE ${resetsAt} END`;
    if (this.dataSource.options.type === 'better-sqlite3') {
      return `INSERT INTO ${table} (${bucket}, ${hits}, ${resetsAt}) VALUES (?, 1, ?)
        ON CONFLICT (${bucket}) DO UPDATE SET ${hits} = ${newHits}, ${resetsAt} = ${newResetsAt}
        RETURNING ${hits}`;
    }
    // MySQL has no RETURNING: LAST_INSERT_ID(n) hands the count back in the statement's reply.
    return `INSERT INTO ${table} (${bucket}, ${hits}, ${resetsAt}) VALUES (?, LAST_INSERT_ID(1), ?)
      ON DUPLICATE KEY UPDATE ${hits} = LAST_INSERT_ID(${newHits}), ${resetsAt} = ${newResetsAt}`;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const bucket = createHash('sha256').update(`${throttlerName}:${key}`).digest('hex');
    const now = Date.now();
    const windowEnd = now + ttl;
    const reply: unknown = await this.dataSource.query(this.counting, [
      bucket,
      windowEnd,
      now,
      now,
      windowEnd,
    ]);
    const hits = Array.isArray(reply)
      ? Number((reply as { hits: number }[])[0].hits)
      : Number((reply as { insertId: number }).insertId);
    const counters = this.dataSource.getRepository(RateLimitCounter);
    if (hits === limit + 1 && blockDuration > 0) {
      // This hit passed the limit: the block runs from now, however old the window is.
      await counters
        .createQueryBuilder()
        .update()
        .set({ resetsAt: now + blockDuration })
        .where('bucket = :bucket AND hits > :limit', { bucket, limit })
        .execute();
    }
    const row = await counters.findOne({ select: { resetsAt: true }, where: { bucket } });
    const secondsLeft = Math.max(0, Math.ceil((Number(row?.resetsAt ?? windowEnd) - now) / 1000));
    const isBlocked = hits > limit;
    return {
      totalHits: hits,
      timeToExpire: secondsLeft,
      isBlocked,
      timeToBlockExpire: isBlocked ? secondsLeft : 0,
    };
  }

  /** Removes the counters of windows that are over; one instance does each run. */
  async sweep(now = Date.now()): Promise<number> {
    const removed = await this.dataSource
      .getRepository(RateLimitCounter)
      .delete({ resetsAt: LessThanOrEqual(now) });
    return removed.affected ?? 0;
  }

  @Cron(CronExpression.EVERY_10_MINUTES, { name: SWEEP_JOB })
  async sweepOnSchedule(): Promise<void> {
    const run = await this.leases.runExclusive(SWEEP_JOB, { holdAtLeastMs: 60_000 }, () =>
      this.sweep(),
    );
    if (run.ran && run.result)
      this.logger.log(`Removed ${run.result} expired rate-limit counter(s)`);
  }
}
