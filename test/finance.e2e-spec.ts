import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity';
import { BuyerSubscriptionPayment } from '../src/modules/subscription/entities/buyer-subscription-payment.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { columnOf } from './utils/responses';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

describe('Costs', () => {
  let t: TestApp;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await createStaff(t, 2)) as SignedInUser;
  });
  afterAll(() => t.close());

  const addCost = (body: Record<string, unknown>) =>
    asUser(t.http, manager).post('/api/employee/costs').send(body);
  const cost = (overrides: Record<string, unknown> = {}) => ({
    payed_to: 'Bole Office Rentals',
    title: 'Office rent',
    description: 'Rent for the Bole office',
    amount: 12000,
    ...overrides,
  });

  it('adds a cost, dated today unless told, and logs who added it', async () => {
    const res = await addCost(cost()).expect(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Cost added successfully!',
      data: { payed_to: 'Bole Office Rentals', amount: 12000, createdBy: manager.id },
    });
    expect(Math.abs(new Date(res.body.data.costDate).getTime() - Date.now())).toBeLessThan(60_000);
    const dated = await addCost(cost({ costDate: '2025-11-03', amount: '99.95' })).expect(201);
    expect(dated.body.data).toMatchObject({ amount: 99.95 });
    expect(dated.body.data.costDate).toMatch(/^2025-11-03T/);
    const entry = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: 'cost.create', targetId: String(res.body.data.id) });
    expect(entry).toMatchObject({ actorId: manager.id, details: { amount: 12000 } });
  });

  it.each([
    [{ payed_to: '' }, 'All fields are required.'],
    [{ title: undefined }, 'All fields are required.'],
    [{ description: '  ' }, 'All fields are required.'],
    [{ amount: 0 }, 'amount must be a number above 0 with at most 2 decimals.'],
    [{ amount: -5 }, 'amount must be a number above 0 with at most 2 decimals.'],
    [{ amount: 'lots' }, 'amount must be a number above 0 with at most 2 decimals.'],
    [{ amount: 1.234 }, 'amount must be a number above 0 with at most 2 decimals.'],
    [{ costDate: '3.5.2025' }, 'costDate must be a date (YYYY-MM-DD).'],
    [{ costDate: '2999-01-01' }, 'costDate cannot be in the future.'],
  ])('refuses %j', async (override, message) => {
    const res = await addCost(cost(override)).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('lists costs newest first, 10 a page, sortable and searchable', async () => {
    for (let n = 1; n <= 11; n++) {
      await addCost(cost({ title: `Fuel ${n}`, amount: n * 10, costDate: `2025-01-${10 + n}` }));
    }
    const get = (query: Record<string, unknown>) =>
      asUser(t.http, manager).get('/api/employee/costs').query(query).expect(200);
    const first = await get({});
    expect(first.body.meta).toEqual({ page: 1, pageSize: 10, total: 13 });
    expect(first.body.data[0].title).toBe('Office rent');
    const fuel = await get({ q: 'fuel', sort: 'amount', order: 'asc', page: 2 });
    expect(fuel.body.meta.total).toBe(11);
    expect(columnOf(fuel, 'title')).toEqual(['Fuel 11']);
  });
});

describe('Income', () => {
  let t: TestApp;
  let manager: SignedInUser;

  /*
   * The fixture, by hand:
   *   seller A: free-trial post, 1500 ETB top-up, two paid posts (one of them moved to March 2025)
   *   seller B: free-trial post, 600 ETB top-up, one paid post
   *   buyer X: 250 ETB subscription; buyer Y: 300 ETB subscription (moved to March 2025)
   *   costs: 1200 ETB on 15 March 2025, 350.50 ETB now
   * All time: subscriptions 550 (2), posts 5 (3 paid → 1500), income 2050, costs 1550.50,
   * net 499.50, top-ups 2100 (2).
   * March 2025: subscriptions 300, 1 paid post → 500, income 800, costs 1200, net −400.
   * From April 2025: subscriptions 250, 4 posts (2 paid → 1000), income 1250, costs 350.50,
   * net 899.50, top-ups 2100.
   */
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await createStaff(t, 2)) as SignedInUser;
    const staff = (path: string, body: Record<string, unknown>) =>
      asUser(t.http, manager).post(path).send(body).expect(201);

    const sellerA = await registerSeller(t.http);
    const sellerB = await registerSeller(t.http);
    await postListing(t.http, sellerA.token, 'carRent', formFor('carRent'));
    await staff('/api/seller/topup', { sellerId: sellerA.id, topUpAmount: 1500 });
    await postListing(t.http, sellerA.token, 'carSell', formFor('carSell'));
    await postListing(t.http, sellerA.token, 'houseRent', formFor('houseRent'));
    await postListing(t.http, sellerB.token, 'houseSell', formFor('houseSell'));
    await staff('/api/seller/topup', { sellerId: sellerB.id, topUpAmount: 600 });
    await postListing(t.http, sellerB.token, 'carRent', formFor('carRent'));

    const buyerX = await registerBuyer(t.http);
    const buyerY = await registerBuyer(t.http);
    await staff('/api/buyer/subscription', { buyerId: buyerX.id });
    await staff('/api/buyer/subscription', { buyerId: buyerY.id, subscriptionAmount: 300 });

    await staff('/api/employee/costs', {
      payed_to: 'Landlord',
      title: 'Rent',
      description: 'March rent',
      amount: 1200,
      costDate: '2025-03-15',
    });
    await staff('/api/employee/costs', {
      payed_to: 'Ethio Telecom',
      title: 'Internet',
      description: 'Fibre line',
      amount: 350.5,
    });

    // Move one paid post of seller A and buyer Y's payment into March 2025.
    const ledger = t.dataSource.getRepository(SellerLedgerEntry);
    const [paidPost] = await ledger.find({
      where: { sellerId: sellerA.id, reason: 'post-charge' },
      order: { id: 'ASC' },
    });
    await ledger.update({ id: paidPost.id }, { createdAt: new Date('2025-03-05T09:30:00Z') });
    await t.dataSource
      .getRepository(BuyerSubscriptionPayment)
      .update({ buyerId: buyerY.id }, { createdAt: new Date('2025-03-20T14:00:00Z') });
  });
  afterAll(() => t.close());

  const income = (query: Record<string, string> = {}) =>
    asUser(t.http, manager).get('/api/employee/income').query(query);

  it('computes all-time income: subscriptions + 500 per paid post − costs, top-ups apart', async () => {
    const res = await income().expect(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({
      from: null,
      to: null,
      currency: 'ETB',
      buyerSubscriptionTotal: 550,
      buyerSubscriptionCount: 2,
      postCount: 5,
      paidPostCount: 3,
      postIncome: 1500,
      income: 2050,
      costsTotal: 1550.5,
      costCount: 2,
      netIncome: 499.5,
      topUpTotal: 2100,
      topUpCount: 2,
    });
    expect(res.body.data.months[0]).toMatchObject({
      month: '2025-03',
      buyerSubscriptionTotal: 300,
      postIncome: 500,
      income: 800,
      costsTotal: 1200,
      netIncome: -400,
      topUpTotal: 0,
    });
    expect(res.body.data.months).toHaveLength(2);
  });

  it('limits the figures to whole days from `from` to `to`', async () => {
    const march = await income({ from: '2025-03-01', to: '2025-03-31' }).expect(200);
    expect(march.body.data).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      buyerSubscriptionTotal: 300,
      postCount: 1,
      paidPostCount: 1,
      postIncome: 500,
      income: 800,
      costsTotal: 1200,
      netIncome: -400,
      topUpTotal: 0,
    });
    const oneDay = await income({ from: '2025-03-15', to: '2025-03-15' }).expect(200);
    expect(oneDay.body.data).toMatchObject({ costsTotal: 1200, income: 0, netIncome: -1200 });

    const later = await income({ from: '2025-04-01' }).expect(200);
    expect(later.body.data).toMatchObject({
      buyerSubscriptionTotal: 250,
      postCount: 4,
      paidPostCount: 2,
      postIncome: 1000,
      income: 1250,
      costsTotal: 350.5,
      netIncome: 899.5,
      topUpTotal: 2100,
      topUpCount: 2,
    });
    const empty = await income({ from: '2024-01-01', to: '2024-12-31' }).expect(200);
    expect(empty.body.data).toMatchObject({ income: 0, costsTotal: 0, netIncome: 0, months: [] });
  });

  it('refuses a malformed or reversed range', async () => {
    expect((await income({ from: '2025-13-01' }).expect(400)).body.message).toBe(
      'from must be a date (YYYY-MM-DD).',
    );
    expect((await income({ from: '2025-05-02', to: '2025-05-01' }).expect(400)).body.message).toBe(
      'from must not be after to.',
    );
  });
});
