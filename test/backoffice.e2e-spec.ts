import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { formFor, photosDerived, postListing } from './utils/listings';
import { columnOf, SECRETS } from './utils/responses';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

type Caller = 'seller' | 'buyer' | 'level1' | 'level2' | 'level3';
type Method = 'get' | 'post' | 'put' | 'delete';

interface StaffRoute {
  method: Method;
  path: string;
  allowed: Caller[];
  /** What an allowed caller sends: harmless (bad input or an unknown target) unless needed. */
  body?: Record<string, unknown>;
}

const MANAGERS: Caller[] = ['level2', 'level3'];
const ADMINS: Caller[] = ['level3'];
const EVERYONE: Caller[] = ['seller', 'buyer', 'level1', 'level2', 'level3'];
const NO_EMPLOYEE = 'NOSUCHEMPLOYEE000000000000';

/** Every staff endpoint and who may call it (the spec's §6 levels). */
const STAFF_ROUTES: StaffRoute[] = [
  { method: 'post', path: '/api/employee/register', allowed: ADMINS, body: {} },
  { method: 'get', path: '/api/employee/get', allowed: MANAGERS },
  { method: 'get', path: `/api/employee/get/${NO_EMPLOYEE}`, allowed: MANAGERS },
  {
    method: 'put',
    path: `/api/employee/update/${NO_EMPLOYEE}`,
    allowed: ADMINS,
    body: {
      email: 'nobody@gebeya.et',
      employeeFirstName: 'No',
      employeeLastName: 'Body',
      PhoneNumber: '+251911000000',
    },
  },
  { method: 'delete', path: `/api/employee/delete/${NO_EMPLOYEE}`, allowed: ADMINS },
  { method: 'get', path: '/api/employee/audit', allowed: ADMINS },
  { method: 'get', path: '/api/employee/sellerData', allowed: MANAGERS },
  { method: 'get', path: '/api/employee/sellerSubscriptions', allowed: MANAGERS },
  { method: 'get', path: '/api/employee/buyerData', allowed: MANAGERS },
  { method: 'get', path: '/api/employee/listings/carRent', allowed: MANAGERS },
  {
    method: 'delete',
    path: '/api/employee/listings/houseSell/no-such-post',
    allowed: MANAGERS,
    body: { reason: 'Duplicate of another listing' },
  },
  { method: 'post', path: '/api/employee/costs', allowed: MANAGERS, body: {} },
  { method: 'get', path: '/api/employee/costs', allowed: MANAGERS },
  { method: 'get', path: '/api/employee/income', allowed: MANAGERS },
];

describe('Back-office access', () => {
  let t: TestApp;
  let tokens: Record<Caller, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = {
      seller: (await registerSeller(t.http)).token,
      buyer: (await registerBuyer(t.http)).token,
      level1: ((await createStaff(t, 1)) as SignedInUser).token,
      level2: ((await createStaff(t, 2)) as SignedInUser).token,
      level3: ((await createStaff(t, 3)) as SignedInUser).token,
    };
  });
  afterAll(() => t.close());

  const call = (route: StaffRoute, token?: string) => {
    const req = request(t.http)[route.method](route.path);
    if (token) void req.set('x-access-token', token);
    return route.body ? req.send(route.body) : req;
  };

  describe.each(STAFF_ROUTES)('$method $path', (route) => {
    it('asks for a token', async () => {
      expect((await call(route)).status).toBe(401);
    });

    it.each(EVERYONE)('as %s', async (caller) => {
      const res = await call(route, tokens[caller]);
      if (route.allowed.includes(caller)) {
        expect([200, 201, 400, 404]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toMatch(SECRETS);
      } else {
        expect(res.status).toBe(403);
      }
    });
  });
});

describe('Back-office data', () => {
  let t: TestApp;
  let manager: SignedInUser;
  let sellerA: SignedInUser;
  let sellerB: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await createStaff(t, 2)) as SignedInUser;
    sellerA = await registerSeller(t.http, {
      sellerFirstName: 'Abebe',
      sellerLastName: 'Bikila',
      sellerCity: 'Jimma',
    });
    sellerB = await registerSeller(t.http, {
      sellerFirstName: 'Tirunesh',
      sellerLastName: 'Dibaba',
      sellerCity: 'Bekoji',
    });
    buyer = await registerBuyer(t.http, { buyerFirstName: 'Derartu', buyerCity: 'Arsi' });
    // Seller A: free-trial post, a 700 ETB top-up, one paid post (200 ETB left: low).
    await postListing(t.http, sellerA.token, 'carRent', formFor('carRent', { postHash: 'a-1' }));
    await asUser(t.http, manager)
      .post('/api/seller/topup')
      .send({ sellerId: sellerA.id, topUpAmount: 700 })
      .expect(201);
    await postListing(t.http, sellerA.token, 'carRent', formFor('carRent', { postHash: 'a-2' }));
    // Seller B: one free-trial post of another type.
    await postListing(
      t.http,
      sellerB.token,
      'houseSell',
      formFor('houseSell', { postHash: 'b-1' }),
    );
    // The buyer: one free trial on seller B, then a staff-granted subscription.
    await asUser(t.http, buyer)
      .post('/api/buyer/free-trial')
      .send({ sellerId: sellerB.id })
      .expect(200);
    await asUser(t.http, manager)
      .post('/api/buyer/subscription')
      .send({ buyerId: buyer.id })
      .expect(201);
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, unknown> = {}) =>
    asUser(t.http, manager).get(path).query(query);

  it('lists sellers with balance, status, top-ups and post count', async () => {
    const res = await get('/api/employee/sellerData', { sort: 'sellerFirstName', order: 'asc' });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 15, total: 2 });
    const [a, b] = res.body.data;
    expect(a).toMatchObject({
      sellerId: sellerA.id,
      sellerFirstName: 'Abebe',
      sellerCity: 'Jimma',
      subscription: {
        sellerSubscriptionAmount: 200,
        sellerSubscriptionCurrency: 'ETB',
        freeTrialUsed: 1,
      },
      balanceStatus: 'low',
      postCount: 2,
    });
    expect(a.topUps).toEqual([
      expect.objectContaining({ topUpAmount: 700, topUpCurrency: 'ETB', source: 'staff' }),
    ]);
    expect(b).toMatchObject({
      sellerFirstName: 'Tirunesh',
      balanceStatus: 'none',
      postCount: 1,
      topUps: [],
    });
    expect(JSON.stringify(res.body)).not.toMatch(SECRETS);
  });

  it('searches and pages sellers on the server', async () => {
    const found = await get('/api/employee/sellerData', { q: 'BEKO' });
    expect(columnOf(found, 'sellerId')).toEqual([sellerB.id]);
    const page2 = await get('/api/employee/sellerData', {
      sort: 'sellerFirstName',
      order: 'desc',
      pageSize: 1,
      page: 2,
    });
    expect(columnOf(page2, 'sellerId')).toEqual([sellerA.id]);
    expect(page2.body.meta).toEqual({ page: 2, pageSize: 1, total: 2 });
    const wildcard = await get('/api/employee/sellerData', { q: '%' });
    expect(wildcard.body.data).toEqual([]);
  });

  it('lists seller balances sorted by amount, searchable by name', async () => {
    const res = await get('/api/employee/sellerSubscriptions', {
      sort: 'sellerSubscriptionAmount',
      order: 'desc',
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      sellerId: sellerA.id,
      sellerFirstName: 'Abebe',
      sellerSubscriptionAmount: 200,
      balanceStatus: 'low',
    });
    const searched = await get('/api/employee/sellerSubscriptions', { q: 'dibaba' });
    expect(columnOf(searched, 'sellerId')).toEqual([sellerB.id]);
    const none = await get('/api/employee/sellerSubscriptions', { q: 'nobody at all' });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('lists buyers with subscription status and free trials', async () => {
    const res = await get('/api/employee/buyerData', { q: 'derartu' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [row] = res.body.data;
    expect(row).toMatchObject({
      buyerId: buyer.id,
      buyerCity: 'Arsi',
      subscription: {
        status: 'active',
        buyerSubscriptionAmount: 250,
        buyerSubscriptionCurrency: 'ETB',
      },
      freeTrialsUsed: 1,
      freeTrials: [expect.objectContaining({ sellerId: sellerB.id })],
    });
    expect(new Date(row.subscription.buyerSubscriptionEndDate).getTime()).toBeGreaterThan(
      Date.now(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(SECRETS);
  });

  it('lists all listings of a type, or one seller’s, with the seller', async () => {
    const all = await get('/api/employee/listings/carRent');
    expect(all.status).toBe(200);
    expect(columnOf(all, 'postHash').sort()).toEqual(['a-1', 'a-2']);
    expect(all.body.data[0].seller).toMatchObject({
      sellerId: sellerA.id,
      sellerFirstName: 'Abebe',
    });
    const ofB = await get('/api/employee/listings/carRent', { sellerId: sellerB.id });
    expect(ofB.body).toMatchObject({ data: [], seller: { sellerFirstName: 'Tirunesh' } });
    await get('/api/employee/listings/boats').expect(400);
  });

  it('removes a listing with a reason, deletes its images and logs who and why', async () => {
    await photosDerived(t);
    const remove = (body: Record<string, unknown>) =>
      asUser(t.http, manager).delete('/api/employee/listings/houseSell/b-1').send(body);
    const noReason = await remove({});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give a reason for removing this listing.');
    expect((await remove({ reason: ' no ' })).body.message).toBe(
      'The reason must be at least 5 characters long.',
    );

    const res = await remove({ reason: 'Photos are not of this house' }).expect(200);
    expect(res.body).toEqual({ status: 'success', message: 'House sale listing removed.' });
    await asUser(t.http, buyer).get('/api/seller/houseSell/b-1').expect(404);
    const dir = join(t.database.dataDir, 'uploads', 'listings', 'b-1');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    const entry = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: 'listing.remove', targetId: 'b-1' });
    expect(entry).toMatchObject({
      actorId: manager.id,
      actorLevel: 2,
      targetType: 'listing',
      details: { type: 'houseSell', sellerId: sellerB.id, reason: 'Photos are not of this house' },
    });
    // The post still counts: it was made, and it was paid for (here by the free trial).
    const seller = await get('/api/employee/sellerData', { q: 'tirunesh' });
    expect(seller.body.data[0].postCount).toBe(1);
  });

  it('shows admins the audit log, newest first, with who acted', async () => {
    const admin = (await createStaff(t, 3)) as SignedInUser;
    const res = await asUser(t.http, admin).get('/api/employee/audit').expect(200);
    expect(columnOf(res, 'action')).toEqual([
      'listing.remove',
      'buyer.subscription.grant',
      'seller.topup',
    ]);
    expect(res.body.data[0].actor).toMatchObject({
      employeeId: manager.id,
      level: 2,
      email: manager.email,
    });
    const filtered = await asUser(t.http, admin)
      .get('/api/employee/audit')
      .query({ action: 'seller.topup' })
      .expect(200);
    expect(filtered.body.data).toHaveLength(1);
    expect(filtered.body.data[0]).toMatchObject({
      targetType: 'seller',
      targetId: String(sellerA.id),
      details: { amount: 700 },
    });
  });
});
