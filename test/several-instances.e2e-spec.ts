import { randomBytes } from 'node:crypto';
import { JobLease } from '../src/modules/coordination/entities/job-lease.entity';
import { JobLeases } from '../src/modules/coordination/job-leases.service';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Two instances of the marketplace on one database, as behind a load balancer: what one instance
 * knows, the other must know too, and work either may do is done once.
 */
describe('Several instances on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // The same settings on both, as an operator deploys them.
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const leaseOf = (name: string) => a.dataSource.getRepository(JobLease).findOneByOrFail({ name });

  describe('Job leases', () => {
    /** Six claims at once, three from each instance. */
    const race = (name: string, now?: Date) =>
      Promise.all(
        [a, b, a, b, a, b].map((app) => app.app.get(JobLeases).claim(name, 60_000, now)),
      ).then((claims) => claims.filter((lease) => lease !== null));

    it('lets exactly one of simultaneous claims win, on a new name and on a lapsed lease', async () => {
      expect(await race('contested')).toHaveLength(1);
      const afterItLapsed = new Date(Date.now() + 120_000);
      const winners = await race('contested', afterItLapsed);
      expect(winners).toHaveLength(1);
      expect((await leaseOf('contested')).holder).toBe(winners[0].holder);
    });

    it('hands a lapsed lease to another instance, and the old holder can no longer renew it', async () => {
      const first = await a.app.get(JobLeases).claim('handover', 60_000);
      expect(first).not.toBeNull();
      expect(await b.app.get(JobLeases).claim('handover', 60_000)).toBeNull();
      const inTwoMinutes = new Date(Date.now() + 120_000);
      const second = await b.app.get(JobLeases).claim('handover', 60_000, inTwoMinutes);
      expect(second).not.toBeNull();
      expect(await a.app.get(JobLeases).renew(first!, 60_000)).toBe(false);
      expect(await b.app.get(JobLeases).renew(second!, 60_000)).toBe(true);
    });

    it('runs scheduled work on one instance only, and keeps it from running again at once', async () => {
      let runs = 0;
      const work = async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return runs;
      };
      const options = { holdAtLeastMs: 60_000 };
      const [onA, onB] = await Promise.all([
        a.app.get(JobLeases).runExclusive('nightly', options, work),
        b.app.get(JobLeases).runExclusive('nightly', options, work),
      ]);
      expect(runs).toBe(1);
      expect([onA.ran, onB.ran].sort()).toEqual([false, true]);
      // A timer firing a moment later on either instance finds the run done.
      expect((await b.app.get(JobLeases).runExclusive('nightly', options, work)).ran).toBe(false);
      expect(runs).toBe(1);
    });

    it('gives the lease back when the work ends, so the next run may go anywhere', async () => {
      const run = await a.app.get(JobLeases).runExclusive('short', {}, () => Promise.resolve(1));
      expect(run).toEqual({ ran: true, result: 1 });
      expect((await leaseOf('short')).expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(
        (await b.app.get(JobLeases).runExclusive('short', {}, () => Promise.resolve(2))).ran,
      ).toBe(true);
    });

    it('renews the lease while long work runs, and tells the work when it was taken over', async () => {
      const leaseMs = 300;
      let signalSeen: AbortSignal | undefined;
      const run = a.app.get(JobLeases).runExclusive('long', { leaseMs }, async (signal) => {
        signalSeen = signal;
        await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
        // Renewed all along: nobody could take it.
        expect(await b.app.get(JobLeases).claim('long', leaseMs)).toBeNull();
        expect(signal.aborted).toBe(false);
        // An instance whose clock says the lease lapsed takes it over; the next renewal notices.
        const later = new Date(Date.now() + 10 * leaseMs);
        expect(await b.app.get(JobLeases).claim('long', 60_000, later)).not.toBeNull();
        await new Promise((resolve) => setTimeout(resolve, leaseMs));
        return signal.aborted;
      });
      expect(await run).toEqual({ ran: true, result: true });
      expect(signalSeen?.aborted).toBe(true);
    });
  });
});
