import { request as httpRequest } from 'node:http';
import { Connection, createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerSeller } from './utils/factories';
import { houseForRent, insertListings } from './utils/listing-rows';
import { sentStatementsDuring } from './utils/sent-statements';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * A read whose client goes away stops its query: the server works on nothing nobody waits for,
 * and the pooled connection it held is free for others. Reads whose clients stay are answered.
 * MySQL only: SQLite answers within the request's own turn of the event loop.
 */
describe('MySQL: a read abandoned by its client stops its query', () => {
  let t: TestApp;
  let locker: Connection;
  let watcher: Connection;

  beforeAll(async () => {
    t = await createTestApp({
      env: { DB_POOL_SIZE: '3', DB_ACQUIRE_TIMEOUT_MS: '20000', DB_QUERY_TIMEOUT_MS: '15000' },
    });
    const url = process.env.DATABASE_URL!.replace(/^mariadb:/, 'mysql:');
    [locker, watcher] = await Promise.all([createConnection(url), createConnection(url)]);
  });
  afterAll(async () => {
    await locker?.query('UNLOCK TABLES').catch(() => undefined);
    await Promise.all([locker?.end(), watcher?.end()]);
    await t?.close();
  });

  /** The app's statements on the listings table that wait for the table lock. */
  async function waitingReads(): Promise<number> {
    const [rows] = await watcher.query(
      `SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST
        WHERE DB = DATABASE() AND COMMAND = 'Query' AND INFO LIKE 'SELECT%listings%'
          AND ID <> CONNECTION_ID()`,
    );
    return Number((rows as { n: number }[])[0].n);
  }

  async function until(check: () => Promise<boolean>, withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Not so within ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** GET the home page's newest listings; resolves with the status, or 'left' once abandoned. */
  function latest(leave?: AbortSignal): Promise<number | 'left'> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}/api/listings/latest`, { signal: leave }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', (error) => (leave?.aborted ? resolve('left') : reject(error)));
      req.end();
    });
  }

  it('stops the queries of clients that left, answers the one that stayed, and keeps its pool', async () => {
    await locker.query('LOCK TABLES listings WRITE');
    const leaving = new AbortController();
    const abandoned = [latest(leaving.signal), latest(leaving.signal)];
    await until(async () => (await waitingReads()) === 2, 10_000);
    const staying = latest();
    await until(async () => (await waitingReads()) === 3, 10_000);

    leaving.abort();
    expect(await Promise.all(abandoned)).toEqual(['left', 'left']);
    // The table is still locked: the two reads are gone because they were stopped.
    await until(async () => (await waitingReads()) === 1, 5_000);

    await locker.query('UNLOCK TABLES');
    expect(await staying).toBe(200);
    // The pool of three lost the two stopped connections and made new ones.
    const after = await Promise.all(
      Array.from({ length: 6 }, () => request(t.http).get('/api/listings/latest')),
    );
    expect(after.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
  }, 60_000);

  it("gives a read's statements the client-side limit, past the server's, and their values", async () => {
    const seller = await registerSeller(t.http);
    await insertListings(t, [houseForRent({ sellerId: seller.id, postHash: 'timeLimitHouse' })]);
    let answer!: request.Response;
    const sent = await sentStatementsDuring(t.app.get(DataSource), async () => {
      answer = await request(t.http).get('/api/listings/latest?limit=7').expect(200);
    });
    expect(sent.map((s) => s.sql)).toEqual([
      expect.stringContaining('FROM `listings`'),
      expect.stringContaining('FROM `sellers`'),
    ]);
    // The server stops a statement after 15 s; a connection silent for 2 s more is given up.
    expect(sent.map((s) => s.timeout)).toEqual([17_000, 17_000]);
    // Values are bound, never in the text.
    const sellerIds = [
      ...new Set((answer.body.data as { sellerId: number }[]).map((l) => l.sellerId)),
    ];
    expect(sent[1].values).toEqual(expect.arrayContaining(sellerIds));
    for (const id of sellerIds) expect(sent[1].sql).not.toMatch(new RegExp(`\\b${id}\\b`));
  });
});
