import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { JobLease } from './entities/job-lease.entity';

/** A claim on one named piece of work; only its holder may renew or release it. */
export interface Lease {
  readonly name: string;
  readonly holder: string;
}

export interface ExclusiveRunOptions {
  /**
   * How long the lease lasts between renewals (renewed every third of it while the work runs):
   * how soon another instance takes over the work of one that died.
   */
  leaseMs?: number;
  /**
   * Keep the lease this long after the start even when the work ends sooner, so instances whose
   * timers fire a little later (clocks never agree to the millisecond) skip this run.
   */
  holdAtLeastMs?: number;
}

export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

const DEFAULT_LEASE_MS = 60_000;

/**
 * Work that any instance may do but only one should: whoever claims the named lease in the
 * database does it. A claim is one conditional UPDATE (the lease is free or lapsed) or, for a
 * name never claimed, one INSERT on its primary key, so two instances can never both win.
 */
@Injectable()
export class JobLeases {
  private readonly logger = new Logger('JobLeases');
  /** Host and process, for whoever reads the table; each claim adds a random part. */
  private readonly instance = `${hostname()}:${process.pid}`.slice(0, 80);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get leases() {
    return this.dataSource.getRepository(JobLease);
  }

  /** The lease on `name` for `forMs`, or null while another holder's lease is live. */
  async claim(name: string, forMs: number, now = new Date()): Promise<Lease | null> {
    const lease: Lease = { name, holder: `${this.instance}:${randomBytes(6).toString('hex')}` };
    const expiresAt = new Date(now.getTime() + forMs);
    const taken = await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder: lease.holder, expiresAt })
      .where('name = :name AND expiresAt <= :now', { name, now })
      .execute();
    if (taken.affected) return lease;
    try {
      await this.leases.insert({ name, holder: lease.holder, expiresAt });
      return lease;
    } catch (error) {
      // The row exists and its lease is live: someone else holds it.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Extends a lease still held; false once another instance has taken it over. */
  async renew(lease: Lease, forMs: number, now = new Date()): Promise<boolean> {
    const renewed = await this.leases.update(
      { name: lease.name, holder: lease.holder },
      { expiresAt: new Date(now.getTime() + forMs) },
    );
    return !!renewed.affected;
  }

  /** Gives a lease back; with `keepUntil` in the future, nobody else may take it before then. */
  async release(lease: Lease, keepUntil = new Date()): Promise<void> {
    await this.leases.update({ name: lease.name, holder: lease.holder }, { expiresAt: keepUntil });
  }

  /**
   * Runs `work` if this instance wins the lease on `name`, renewing the lease while it runs.
   * The signal aborts when a renewal finds the lease taken over (this instance stalled past
   * its lease): the work should stop at its next safe point.
   */
  async runExclusive<T>(
    name: string,
    options: ExclusiveRunOptions,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<ExclusiveRun<T>> {
    const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const startedAt = Date.now();
    const lease = await this.claim(name, leaseMs, new Date(startedAt));
    if (!lease) return { ran: false };
    const lost = new AbortController();
    let heldUntil = startedAt + leaseMs;
    // One renewal at a time, and none left running once the lease is released.
    let renewing = Promise.resolve();
    const renewOnce = async () => {
      if (lost.signal.aborted) return;
      const now = Date.now();
      try {
        if (await this.renew(lease, leaseMs, new Date(now))) heldUntil = now + leaseMs;
        else lost.abort(new Error(`The lease on ${name} was taken over.`));
      } catch (error) {
        // A database hiccup: the next beat tries again, unless the lease has run out meanwhile.
        this.logger.warn(`Could not renew the lease on ${name}: ${(error as Error).message}`);
        if (Date.now() >= heldUntil) lost.abort(error);
      }
    };
    const heartbeat = setInterval(() => {
      renewing = renewing.then(renewOnce);
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      return { ran: true, result: await work(lost.signal) };
    } finally {
      clearInterval(heartbeat);
      await renewing;
      const keepUntil = new Date(startedAt + (options.holdAtLeastMs ?? 0));
      // The work is done either way; a lease that cannot be given back simply lapses.
      await this.release(lease, keepUntil).catch((error: Error) =>
        this.logger.warn(`Could not release the lease on ${name}: ${error.message}`),
      );
    }
  }
}
