import request from 'supertest';
import { startBuiltServer } from './utils/built-server';
import { registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { createAppOnPrivateMariaDb, PrivateMariaDb } from './utils/private-mariadb';
import { TestApp } from './utils/test-app';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * More requests than pooled connections, and a database that stops answering for 20 s: the app
 * answers everything (201, or a clear 503) and is healthy afterwards. MySQL only, on a server of
 * the spec's own so that freezing it disturbs no other spec.
 */
describe('MySQL under load: no pool deadlock, no hang on a stalled database', () => {
  let db: PrivateMariaDb;
  let t: TestApp;

  beforeAll(async () => {
    ({ db, t } = await createAppOnPrivateMariaDb());
  }, 120_000);
  afterAll(async () => {
    db?.resume();
    await t?.close().catch(() => undefined);
    await db?.destroy();
  });

  const healthy = () => request(t.http).get('/api/health').expect(200);
  const registerMany = async (count: number) => {
    const sellers: SignedInUser[] = [];
    for (let i = 0; i < count; i += 10) {
      sellers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, () => registerSeller(t.http)),
        )),
      );
    }
    return sellers;
  };

  it('stores 50 posts sent at once by 50 sellers (five times the pool), then stays healthy', async () => {
    const sellers = await registerMany(50);
    const results = await Promise.all(
      sellers.map((seller) => postListing(t.http, seller.token, 'carRent', formFor('carRent'))),
    );
    expect(results.map((r) => r.status)).toEqual(sellers.map(() => 201));
    await healthy();
    await request(t.http).get('/api/listings/latest').expect(200);
  }, 120_000);

  it('answers 20 posts at once from one seller with no balance, then stays healthy', async () => {
    const [seller] = await registerMany(1);
    expect((await postListing(t.http, seller.token, 'carRent', formFor('carRent'))).status).toBe(
      201,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postListing(t.http, seller.token, 'carSell', formFor('carSell')),
      ),
    );
    for (const res of results) expect([402, 429]).toContain(res.status);
    await healthy();
  }, 60_000);

  it('answers every request during a 20 s stall within the limits, and recovers at once', async () => {
    const [seller] = await registerMany(1);
    db.pause();
    try {
      const stalledAt = Date.now();
      const answeredAfter: number[] = [];
      const during = await Promise.all(
        [
          ...Array.from({ length: 12 }, () => request(t.http).get('/api/listings/latest')),
          ...Array.from({ length: 4 }, () =>
            postListing(t.http, seller.token, 'carRent', formFor('carRent')),
          ),
          request(t.http)
            .post('/api/user/login')
            .send({ email: seller.email, password: seller.password }),
        ].map(async (pending) => {
          const res = await pending;
          answeredAfter.push(Date.now() - stalledAt);
          return res;
        }),
      );
      // Every request was answered while the database was still frozen: 503, clearly said.
      const stalledFor = Date.now() - stalledAt;
      expect(Math.max(...answeredAfter)).toBeLessThan(20_000);
      for (const res of during) {
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(UNAVAILABLE);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 20_000 - stalledFor)));
    } finally {
      db.resume();
    }

    const resumedAt = Date.now();
    for (;;) {
      const res = await request(t.http).get('/api/health');
      if (res.status === 200) break;
      expect(Date.now() - resumedAt).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const fresh = await registerSeller(t.http);
    expect((await postListing(t.http, fresh.token, 'carRent', formFor('carRent'))).status).toBe(
      201,
    );
  }, 90_000);

  it('stops within its grace period on SIGTERM while requests wait on a frozen database', async () => {
    const server = await startBuiltServer({
      DATABASE_URL: t.database.url!,
      DEMO_DATA: 'false',
      SHUTDOWN_GRACE_MS: '3000',
    });
    try {
      db.pause();
      const hanging = Array.from({ length: 5 }, () =>
        fetch(`${server.baseUrl}/api/listings/latest`).catch(() => undefined),
      );
      await new Promise((r) => setTimeout(r, 500));
      const exited = new Promise((r) => server.child.once('exit', r));
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await exited;
      expect(Date.now() - signalledAt).toBeLessThan(5000);
      await Promise.all(hanging);
    } finally {
      db.resume();
      await server.stop();
    }
  }, 120_000);
});
