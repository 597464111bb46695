import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { AccessRule } from '../src/common/auth/access.decorator';
import { BuyerRequest } from '../src/modules/buyer/entities/buyer-request.entity';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { BuyerAccessService } from '../src/modules/subscription/buyer-access.service';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { DeclaredRoute, declaredRoutes } from './utils/routes';
import { createTestApp, TestApp } from './utils/test-app';

type CallerName =
  'guest' | 'seller A' | 'seller B' | 'buyer A' | 'buyer B' | 'staff 1' | 'staff 2' | 'staff 3';

interface Caller {
  name: CallerName;
  user: SignedInUser | null;
  kind: 'guest' | 'seller' | 'buyer' | 'staff';
  level?: 1 | 2 | 3;
}

/** What the route's declaration says about this caller. */
function expectedAllowed(rule: AccessRule, caller: Caller): boolean {
  if (rule.public) return true;
  if (caller.kind === 'guest') return false;
  if (caller.kind === 'seller') return Boolean(rule.seller);
  if (caller.kind === 'buyer') return Boolean(rule.buyer);
  return (rule.staffLevels ?? []).includes(caller.level!);
}

/** The guard's own refusals, as opposed to a handler's 4xx after the guard let the call in. */
function refusedByGuard(status: number, body: { message?: unknown }): boolean {
  const message = typeof body?.message === 'string' ? body.message : '';
  return (
    (status === 401 && message === 'Please log in to continue.') ||
    (status === 403 && message.startsWith('You do not have permission to do this.'))
  );
}

/** Routes that stand in for a provider and must be callable without a token, by design. */
const PROBE_VALUE = 'MATRIXPROBE0000000000000000';

describe('Security matrix: every route × every kind of caller', () => {
  let t: TestApp;
  let callers: Caller[];
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    const [sellerA, sellerB, buyerA, buyerB] = await Promise.all([
      registerSeller(t.http),
      registerSeller(t.http),
      registerBuyer(t.http),
      registerBuyer(t.http),
    ]);
    const staff = await Promise.all(([1, 2, 3] as const).map((level) => createStaff(t, level)));
    callers = [
      { name: 'guest', user: null, kind: 'guest' },
      { name: 'seller A', user: sellerA, kind: 'seller' },
      { name: 'seller B', user: sellerB, kind: 'seller' },
      { name: 'buyer A', user: buyerA, kind: 'buyer' },
      { name: 'buyer B', user: buyerB, kind: 'buyer' },
      ...([1, 2, 3] as const).map((level) => ({
        name: `staff ${level}` as CallerName,
        user: staff[level - 1] as SignedInUser,
        kind: 'staff' as const,
        level,
      })),
    ];
    routes = declaredRoutes(t).sort((a, b) => a.route.localeCompare(b.route));
  });
  afterAll(() => t.close());

  it('lets in exactly the callers each route declares, and no one else', async () => {
    const unexpectedAllows: string[] = [];
    const unexpectedDenials: string[] = [];
    const table: string[] = [
      `| route | ${callers.map((c) => c.name).join(' | ')} |`,
      `|---|${callers.map(() => '---').join('|')}|`,
    ];
    for (const route of routes) {
      expect(route.rule).toBeDefined();
      const path = route.path.replace(/:\w+/g, PROBE_VALUE);
      const cells: string[] = [];
      for (const caller of callers) {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const call = request(t.http)[method](path);
        if (caller.user) call.set('x-access-token', caller.user.token);
        const res = method === 'get' ? await call : await call.send({});
        const allowed = !refusedByGuard(res.status, res.body as { message?: unknown });
        const expected = expectedAllowed(route.rule!, caller);
        if (allowed && !expected)
          unexpectedAllows.push(`${route.route} as ${caller.name}: ${res.status}`);
        if (!allowed && expected)
          unexpectedDenials.push(`${route.route} as ${caller.name}: ${res.status}`);
        expect(res.status).toBeLessThan(500);
        cells.push(`${allowed ? 'allow' : 'deny'} ${res.status}`);
      }
      table.push(`| \`${route.route}\` | ${cells.join(' | ')} |`);
    }
    const outDir = join(__dirname, '..', 'test-output');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, `security-matrix-${process.env.TEST_DB ?? 'sqlite'}.md`),
      `# Security matrix\n\n${routes.length} routes × ${callers.length} callers; each cell is what the call got.\n\n${table.join('\n')}\n`,
    );
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenials).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  }, 300_000);

  describe("one account's objects through another's token", () => {
    const as = (caller: CallerName) => callers.find((c) => c.name === caller)!.user!;

    it("keeps seller A's listing from seller B", async () => {
      const posted = await postListing(
        t.http,
        as('seller A').token,
        'houseRent',
        formFor('houseRent'),
      );
      expect(posted.status).toBe(201);
      const { postHash } = await t.dataSource
        .getRepository(Listing)
        .findOneByOrFail({ sellerId: as('seller A').id });
      const path = `/api/perSeller/houseRent/${postHash}`;
      const token = as('seller B').token;
      const read = await request(t.http).get(path).set('x-access-token', token);
      expect([403, 404]).toContain(read.status);
      // The edit form names two fields differently from the post form, and has no description.
      const { currency, perDayOrMonth, ...fields } = formFor('houseRent');
      delete fields.description;
      const edit = { ...fields, priceCurrency: currency, rentDuration: perDayOrMonth, price: '1' };
      const edited = await request(t.http).put(path).set('x-access-token', token).send(edit);
      expect([403, 404]).toContain(edited.status);
      const remove = await request(t.http).delete(path).set('x-access-token', token);
      expect([403, 404]).toContain(remove.status);
      const still = await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
      expect(still.price).not.toBe(1);
      const mine = await request(t.http)
        .get('/api/perSeller/houseRent')
        .query({ sellerId: as('seller A').id })
        .set('x-access-token', as('seller B').token);
      expect(mine.status).toBe(403);
    });

    it("keeps seller A's balance and buyer A's subscription from the other accounts", async () => {
      const sellerA = as('seller A').id;
      const buyerA = as('buyer A').id;
      for (const caller of ['seller B', 'buyer A'] as const) {
        const res = await request(t.http)
          .get('/api/seller/subscription')
          .query({ sellerId: sellerA })
          .set('x-access-token', as(caller).token);
        expect(res.status).toBe(403);
      }
      for (const caller of ['buyer B', 'seller A', 'staff 1'] as const) {
        const res = await request(t.http)
          .get('/api/buyer/subscription')
          .query({ buyerId: buyerA })
          .set('x-access-token', as(caller).token);
        expect(res.status).toBe(403);
      }
    });

    it("keeps seller A's payments from seller B and from buyers", async () => {
      const created = await request(t.http)
        .post('/api/payment/chapa/create')
        .set('x-access-token', as('seller A').token)
        .send({})
        .expect(201);
      const txRef = created.body.tx_ref as string;
      await request(t.http)
        .get('/api/payment/chapa/verify')
        .query({ tx_ref: txRef })
        .set('x-access-token', as('seller B').token)
        .expect(404);
      await request(t.http)
        .get('/api/payment/chapa/buyer/verify')
        .query({ tx_ref: txRef })
        .set('x-access-token', as('buyer A').token)
        .expect(404);
      const intent = await request(t.http)
        .post('/api/seller/stripe/create-payment-intent')
        .set('x-access-token', as('seller A').token)
        .send({})
        .expect(201);
      await request(t.http)
        .post('/api/seller/stripe/confirm-payment')
        .set('x-access-token', as('seller B').token)
        .send({ paymentIntentId: intent.body.paymentIntentId })
        .expect(404);
      await request(t.http)
        .post('/api/seller/stripe/confirm-payment')
        .set('x-access-token', as('seller B').token)
        .send({ paymentIntentId: intent.body.paymentIntentId, sellerId: as('seller A').id })
        .expect(403);
    });

    it('keeps the requests sent to seller A from seller B', async () => {
      await t.app.get(BuyerAccessService).grantPeriod({
        buyerId: as('buyer A').id,
        amount: 250,
        currency: 'ETB',
        actor: 'test',
      });
      await request(t.http)
        .post('/api/buyer/request')
        .set('x-access-token', as('buyer A').token)
        .send({ sellerId: as('seller A').id })
        .expect(200);
      const sent = await t.dataSource
        .getRepository(BuyerRequest)
        .findOneByOrFail({ sellerId: as('seller A').id });
      await request(t.http)
        .get('/api/buyer/request')
        .query({ sellerId: as('seller A').id })
        .set('x-access-token', as('seller B').token)
        .expect(403);
      const ownList = await request(t.http)
        .get('/api/buyer/request')
        .set('x-access-token', as('seller B').token)
        .expect(200);
      expect(JSON.stringify(ownList.body)).not.toContain(`"buyerRequestId":${sent.buyerRequestId}`);
      const removed = await request(t.http)
        .delete('/api/buyer/request')
        .query({ buyerRequestId: sent.buyerRequestId })
        .set('x-access-token', as('seller B').token);
      expect([403, 404]).toContain(removed.status);
      expect(
        await t.dataSource
          .getRepository(BuyerRequest)
          .existsBy({ buyerRequestId: sent.buyerRequestId }),
      ).toBe(true);
    });

    it.each([
      ['seller', 'seller A', 'seller B', 'sellerContactId'],
      ['buyer', 'buyer A', 'buyer B', 'buyerContactId'],
    ] as const)("keeps a %s's inquiry (%s) from %s", async (type, owner, other, idKey) => {
      const sent = await request(t.http)
        .post(`/api/${type}/contact`)
        .set('x-access-token', as(owner).token)
        .send({ title: 'Payment question', description: 'My top-up did not show.' })
        .expect(201);
      const id = sent.body.data[idKey] as number;
      const theirs = await request(t.http)
        .get(`/api/${type}/contact`)
        .query({ [`${type}Id`]: as(owner).id })
        .set('x-access-token', as(other).token);
      expect(theirs.status).toBe(403);
      const list = await request(t.http)
        .get(`/api/${type}/contact`)
        .set('x-access-token', as(other).token)
        .expect(200);
      expect((list.body.data as Record<string, unknown>[]).map((c) => c[idKey])).not.toContain(id);
      const removed = await request(t.http)
        .delete(`/api/${type}/deleteContact`)
        .set('x-access-token', as(other).token)
        .send({ [idKey]: id });
      expect([403, 404]).toContain(removed.status);
      const still = await request(t.http)
        .get(`/api/${type}/contact`)
        .set('x-access-token', as(owner).token)
        .expect(200);
      expect((still.body.data as Record<string, unknown>[]).map((c) => c[idKey])).toContain(id);
    });
  });
});
