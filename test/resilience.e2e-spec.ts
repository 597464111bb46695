import request from 'supertest';
import { Buyer } from '../src/modules/buyer/entities/buyer.entity';
import { buyerPayload } from './utils/factories';
import { createAppOnPrivateMariaDb, PrivateMariaDb } from './utils/private-mariadb';
import { TestApp } from './utils/test-app';

/**
 * The database goes away under load and comes back. MySQL only: the embedded SQLite file has no
 * server to lose (the e2e config runs this spec when TEST_DB=mysql).
 */
describe('Resilience: MariaDB stops during a run of requests and starts again', () => {
  let db: PrivateMariaDb;
  let t: TestApp;

  beforeAll(async () => {
    ({ db, t } = await createAppOnPrivateMariaDb());
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await db?.destroy();
  });

  const register = () => {
    const payload = buyerPayload();
    return request(t.http)
      .post('/api/buyer/register')
      .send(payload)
      .then((res) => ({
        email: payload.email,
        status: res.status,
        body: res.body as { message?: string },
      }));
  };

  async function pollHealth(expected: number, withinMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await request(t.http).get('/api/health');
      if (res.status === expected) return Date.now() - started;
      if (Date.now() - started > withinMs) {
        throw new Error(`health stayed ${res.status}, expected ${expected} within ${withinMs} ms`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('reports 503 while down, 200 within 5 s of the restart, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    let stopping = false;
    const duringStop: number[] = [];
    // A steady stream of writes, some of them while the server shuts down.
    const writer = (async () => {
      for (let i = 0; i < 400 && !(stopping && duringStop.length >= 10); i += 1) {
        const res = await register();
        if (res.status === 201) acknowledged.push(res.email);
        if (stopping) duringStop.push(res.status);
      }
    })();
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));
    stopping = true;
    await db.stop();
    await writer;

    await pollHealth(503, 5000);
    const refused = await register();
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(duringStop.every((status) => status === 201 || status === 503)).toBe(true);

    await db.start();
    const recoveredIn = await pollHealth(200, 5000);
    expect(recoveredIn).toBeLessThanOrEqual(5000);

    const after = await Promise.all([register(), register(), register()]);
    expect(after.map((r) => r.status)).toEqual([201, 201, 201]);
    acknowledged.push(...after.map((r) => r.email));

    const stored = await t.dataSource.getRepository(Buyer).find({ select: { email: true } });
    const storedEmails = new Set(stored.map((b) => b.email));
    const missing = acknowledged.filter((email) => !storedEmails.has(email.toLowerCase()));
    expect(missing).toEqual([]);
  }, 120_000);
});
