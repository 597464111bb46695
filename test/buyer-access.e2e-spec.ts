import { BuyerAccessService } from '../src/modules/subscription/buyer-access.service';
import { BuyerSubscription } from '../src/modules/subscription/entities/buyer-subscription.entity';
import { BuyerRequest } from '../src/modules/buyer/entities/buyer-request.entity';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

describe('Buyer subscriptions, free trials and contact gating', () => {
  let t: TestApp;
  let manager: SignedInUser;
  let sellers: SignedInUser[];

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await createStaff(t, 3)) as SignedInUser;
    sellers = [
      await registerSeller(t.http),
      await registerSeller(t.http),
      await registerSeller(t.http),
    ];
  });
  afterAll(() => t.close());

  const address = (buyer: SignedInUser, seller: SignedInUser) =>
    asUser(t.http, buyer).get('/api/seller/getAdress').query({ sellerId: seller.id });
  const useTrial = (buyer: SignedInUser, seller: SignedInUser) =>
    asUser(t.http, buyer)
      .post('/api/buyer/free-trial')
      .send({ buyerId: buyer.id, sellerId: seller.id });
  const subscribe = (buyer: SignedInUser) =>
    asUser(t.http, manager)
      .post('/api/buyer/subscription')
      .send({ buyerId: buyer.id, subscriptionAmount: 250, subscriptionCurrency: 'ETB' });
  const notify = (buyer: SignedInUser, seller: SignedInUser) =>
    asUser(t.http, buyer)
      .post('/api/buyer/request')
      .send({ sellerId: seller.id, buyerId: buyer.id });

  it('unlocks one seller per free trial, at most two, and never charges a seller twice', async () => {
    const buyer = await registerBuyer(t.http);
    const [a, b, c] = sellers;
    expect((await address(buyer, a).expect(403)).body.message).toBe(
      'Subscribe to get this service.',
    );
    expect((await asUser(t.http, buyer).get('/api/buyer/free-trial')).body.freeTrialsUsed).toBe(0);

    expect((await useTrial(buyer, a).expect(200)).body).toMatchObject({
      freeTrialsUsed: 1,
      message: 'Free trial started successfully.',
    });
    const shown = await address(buyer, a).expect(200);
    expect(shown.body.data[0]).toEqual({
      sellerId: a.id,
      sellerFirstName: 'Abebe',
      sellerLastName: 'Kebede',
      sellerCountry: 'Ethiopia',
      sellerCity: 'Addis Ababa',
      PhoneNumber: '+251911234567',
      // The profile link and the badge of the contact card; nothing else of the seller.
      sellerHash: expect.any(String),
      phoneVerified: false,
    });
    expect((await useTrial(buyer, a).expect(200)).body.freeTrialsUsed).toBe(1);

    expect((await useTrial(buyer, b).expect(200)).body.freeTrialsUsed).toBe(2);
    await address(buyer, b).expect(200);
    expect((await useTrial(buyer, c).expect(403)).body.message).toBe(
      'You have used all your free trials',
    );
    await address(buyer, c).expect(403);
    expect((await asUser(t.http, buyer).get('/api/buyer/free-trial')).body).toMatchObject({
      freeTrialsUsed: 2,
      message: 'You have used all your free trials',
    });

    await subscribe(buyer).expect(201);
    await address(buyer, c).expect(200);
    expect((await useTrial(buyer, c).expect(200)).body).toMatchObject({
      access: 'subscription',
      freeTrialsUsed: 2,
    });
  });

  it('spends only two trials when a buyer races for three sellers at once', async () => {
    const buyer = await registerBuyer(t.http);
    const results = await Promise.all(sellers.map((seller) => useTrial(buyer, seller)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 403]);
    expect((await asUser(t.http, buyer).get('/api/buyer/free-trial')).body.freeTrialsUsed).toBe(2);
  });

  it('needs an active subscription to notify a seller, once per seller', async () => {
    const buyer = await registerBuyer(t.http);
    const [a] = sellers;
    expect((await notify(buyer, a).expect(403)).body.message).toBe(
      'You need an active subscription to notify the seller.',
    );
    await useTrial(buyer, a).expect(200);
    await notify(buyer, a).expect(403);
    await subscribe(buyer).expect(201);
    expect((await notify(buyer, a).expect(200)).body.message).toBe('Seller notified successfully!');
    expect((await notify(buyer, a).expect(200)).body.message).toBe(
      'You have already notified this seller.',
    );
    expect(
      await t.dataSource.getRepository(BuyerRequest).countBy({ buyerId: buyer.id, sellerId: a.id }),
    ).toBe(1);
  });

  it('reports none, active until the end date, and extends a renewal from the current end', async () => {
    const buyer = await registerBuyer(t.http);
    const none = await asUser(t.http, buyer).get('/api/buyer/subscription').expect(200);
    expect(none.body.data).toMatchObject({ status: 'none', buyerSubscriptionEndDate: null });
    await subscribe(buyer).expect(201);
    const first = await asUser(t.http, buyer).get('/api/buyer/subscription').expect(200);
    expect(first.body.data).toMatchObject({
      status: 'active',
      buyerSubscriptionAmount: 250,
      buyerSubscriptionCurrency: 'ETB',
    });
    const firstEnd = new Date(first.body.data.buyerSubscriptionEndDate as string);
    const months = (firstEnd.getTime() - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    await subscribe(buyer).expect(201);
    const renewed = await asUser(t.http, buyer).get('/api/buyer/subscription').expect(200);
    const extra =
      (new Date(renewed.body.data.buyerSubscriptionEndDate as string).getTime() -
        firstEnd.getTime()) /
      (30.44 * 24 * 3600 * 1000);
    expect(extra).toBeGreaterThan(5.8);
    expect(extra).toBeLessThan(6.2);
  });

  it('stops access at the end date, and the expiry job marks it expired once', async () => {
    const buyer = await registerBuyer(t.http);
    const [, , c] = sellers;
    await subscribe(buyer).expect(201);
    await address(buyer, c).expect(200);
    await t.dataSource
      .getRepository(BuyerSubscription)
      .update({ buyerId: buyer.id }, { endDate: new Date(Date.now() - 1000) });
    await address(buyer, c).expect(403);
    await notify(buyer, c).expect(403);
    const expiry = t.app.get(BuyerAccessService);
    expect(await expiry.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await expiry.expireDue()).toBe(0);
    const state = await asUser(t.http, buyer).get('/api/buyer/subscription').expect(200);
    expect(state.body.data.status).toBe('expired');
    expect(
      (await t.dataSource.getRepository(BuyerSubscription).findOneByOrFail({ buyerId: buyer.id }))
        .status,
    ).toBe('expired');
  });

  it('refuses a buyer granting themself a subscription, and changes nothing', async () => {
    const buyer = await registerBuyer(t.http);
    await asUser(t.http, buyer)
      .post('/api/buyer/subscription')
      .send({
        buyerId: buyer.id,
        subscriptionAmount: 250,
        subscriptionCurrency: 'ETB',
        subscriptionEndDate: '2030-01-01 00:00:00',
      })
      .expect(403);
    const state = await asUser(t.http, buyer).get('/api/buyer/subscription').expect(200);
    expect(state.body.data.status).toBe('none');
  });

  it('lets a seller read only their own contact details, and staff list subscriptions', async () => {
    const [a, b] = sellers;
    await asUser(t.http, a).get('/api/seller/getAdress').query({ sellerId: a.id }).expect(200);
    await asUser(t.http, a).get('/api/seller/getAdress').query({ sellerId: b.id }).expect(403);
    await asUser(t.http, manager)
      .get('/api/seller/getAdress')
      .query({ sellerId: b.id })
      .expect(200);
    const all = await asUser(t.http, manager).get('/api/buyer/AllSubscription').expect(200);
    expect(all.body.meta.total).toBeGreaterThan(0);
    await asUser(t.http, a).get('/api/buyer/AllSubscription').expect(403);
  });
});
