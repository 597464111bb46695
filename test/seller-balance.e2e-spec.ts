import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { createStaff, registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

const TOO_LOW = 'Your account balance is below 500 ETB. Please subscribe to continue.';

describe('Seller balance and the post charge', () => {
  let t: TestApp;
  let manager: SignedInUser;

  beforeAll(async () => {
    // The race is decided by the charge: the per-seller limit on posts in progress would turn
    // most of the concurrent posts away before they reach it.
    t = await createTestApp({ env: { POSTS_IN_FLIGHT_PER_SELLER: '10' } });
    manager = (await createStaff(t, 2)) as SignedInUser;
  });
  afterAll(() => t.close());

  const topUp = (sellerId: number, amount: number, token = manager.token) =>
    request(t.http)
      .post('/api/seller/topup')
      .set('x-access-token', token)
      .send({ sellerId, topUpAmount: amount });
  const balanceOf = async (sellerId: number) =>
    (await t.dataSource.getRepository(SellerAccount).findOneBy({ sellerId }))?.balance ?? 0;
  const ledgerSum = async (sellerId: number) =>
    (await t.dataSource.getRepository(SellerLedgerEntry).findBy({ sellerId })).reduce(
      (sum, e) => sum + e.amount,
      0,
    );
  const listingsOf = (sellerId: number) =>
    t.dataSource.getRepository(Listing).countBy({ sellerId });
  const filesFor = (postHash: string) => {
    const dir = join(t.database.dataDir, 'uploads', 'listings', postHash);
    const pending = join(t.database.dataDir, 'pending-photos');
    return [
      ...(existsSync(dir) ? readdirSync(dir) : []),
      // The uploads kept until their WebP sizes exist.
      ...(existsSync(pending) ? readdirSync(pending) : []).filter((name) =>
        decodeURIComponent(name).startsWith(`listings/${postHash}/`),
      ),
    ];
  };

  it('posts the first listing on the free trial and refuses the second, storing nothing', async () => {
    const seller = await registerSeller(t.http);
    const first = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Car rent posted successfully! Free trial used.');
    const status = await asUser(t.http, seller).get('/api/seller/free-trial/status').expect(200);
    expect(status.body.freeTrialUsed).toBe(1);

    const second = await postListing(
      t.http,
      seller.token,
      'houseSell',
      formFor('houseSell', { postHash: 'refused-post' }),
    );
    expect(second.status).toBe(402);
    expect(second.body.message).toBe(TOO_LOW);
    expect(await listingsOf(seller.id)).toBe(1);
    expect(filesFor('refused-post')).toEqual([]);
    expect(await balanceOf(seller.id)).toBe(0);
  });

  it('has no subscription (404) until credited, and a free trial that starts once', async () => {
    const seller = await registerSeller(t.http);
    await asUser(t.http, seller).get('/api/seller/subscription').expect(404);
    const before = await asUser(t.http, seller).get('/api/seller/free-trial/status').expect(200);
    expect(before.body.freeTrialUsed).toBeNull();
    const started = await asUser(t.http, seller)
      .post('/api/seller/free-trial/start')
      .send({ sellerId: seller.id })
      .expect(200);
    expect(started.body).toMatchObject({
      message: 'Free trial started successfully.',
      freeTrialUsed: 0,
    });
    await asUser(t.http, seller).post('/api/seller/free-trial/start').send({}).expect(200);
    expect(
      (await asUser(t.http, seller).get('/api/seller/free-trial/status')).body.freeTrialUsed,
    ).toBe(0);
  });

  it('charges 500 ETB per post after the trial, and subscription/use never charges again', async () => {
    const seller = await registerSeller(t.http);
    await postListing(t.http, seller.token, 'carSell', formFor('carSell'));
    await topUp(seller.id, 1200).expect(201);
    const sub = await asUser(t.http, seller).get('/api/seller/subscription').expect(200);
    expect(sub.body.data).toMatchObject({
      sellerId: seller.id,
      sellerSubscriptionAmount: 1200,
      sellerSubscriptionCurrency: 'ETB',
    });

    const paid = await postListing(t.http, seller.token, 'carSell', formFor('carSell'));
    expect(paid.body.message).toBe(
      'Car sale posted successfully! 500 ETB deducted from your subscription.',
    );
    await asUser(t.http, seller).get('/api/seller/subscription/use').expect(200);
    expect(await balanceOf(seller.id)).toBe(700);
    expect(await ledgerSum(seller.id)).toBe(700);
  });

  it('lets exactly one of five concurrent posts through on 500 ETB', async () => {
    const seller = await registerSeller(t.http);
    await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
    await topUp(seller.id, 500).expect(201);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postListing(
          t.http,
          seller.token,
          'houseRent',
          formFor('houseRent', { postHash: `race-${seller.id}-${i}` }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 402, 402, 402, 402]);
    expect(await listingsOf(seller.id)).toBe(2);
    expect(await balanceOf(seller.id)).toBe(0);
    expect(await ledgerSum(seller.id)).toBe(0);
    for (const refused of results.filter((r) => r.status === 402)) {
      expect(refused.body.message).toBe(TOO_LOW);
    }
  });

  it("refuses a seller's own top-up or subscription/add and changes nothing", async () => {
    const seller = await registerSeller(t.http);
    await topUp(seller.id, 5000, seller.token).expect(403);
    await asUser(t.http, seller)
      .post('/api/seller/subscription/add')
      .send({
        sellerId: seller.id,
        sellerSubscriptionAmount: 5000,
        sellerSubscriptionCurrency: 'ETB',
      })
      .expect(403);
    expect(await balanceOf(seller.id)).toBe(0);
    expect(
      await t.dataSource.getRepository(SellerLedgerEntry).countBy({ sellerId: seller.id }),
    ).toBe(0);
  });

  it('records who made a staff adjustment, and lists top-ups to the seller and to staff', async () => {
    const seller = await registerSeller(t.http);
    await asUser(t.http, manager)
      .post('/api/seller/subscription/add')
      .send({
        sellerId: seller.id,
        sellerSubscriptionAmount: 750,
        note: 'Refund for a failed post',
      })
      .expect(201);
    const own = await asUser(t.http, seller).get('/api/seller/topup').expect(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({
        sellerId: seller.id,
        topUpAmount: 750,
        topUpCurrency: 'ETB',
        actor: `employee:${manager.id}`,
        source: 'staff',
      }),
    ]);
    const all = await asUser(t.http, manager)
      .get('/api/seller/topup')
      .query({ sellerId: seller.id })
      .expect(200);
    expect(all.body.meta.total).toBe(1);
    const accounts = await asUser(t.http, manager).get('/api/seller/allSubscription').expect(200);
    const sellerIds = (accounts.body.data as { sellerId: number }[]).map((a) => a.sellerId);
    expect(sellerIds).toContain(seller.id);
    await asUser(t.http, seller).get('/api/seller/allSubscription').expect(403);
  });

  it.each([
    [{ topUpAmount: -500 }, 'topUpAmount must be a positive amount.'],
    [{ topUpAmount: 100, topUpCurrency: 'USD' }, 'Balances are kept in ETB.'],
  ])('refuses a bad staff top-up %o', async (body, message) => {
    const seller = await registerSeller(t.http);
    const res = await asUser(t.http, manager)
      .post('/api/seller/topup')
      .send({ sellerId: seller.id, ...body })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses reading another seller's balance", async () => {
    const a = await registerSeller(t.http);
    const b = await registerSeller(t.http);
    await asUser(t.http, a).get('/api/seller/subscription').query({ sellerId: b.id }).expect(403);
    await asUser(t.http, a)
      .get('/api/seller/free-trial/status')
      .query({ sellerId: b.id })
      .expect(403);
  });
});
