import { BuyerAccessService } from '../src/modules/subscription/buyer-access.service';
import { BuyerFreeTrial } from '../src/modules/subscription/entities/buyer-free-trial.entity';
import { BuyerStartedTrial } from '../src/modules/subscription/entities/buyer-started-trial.entity';
import { BuyerRequest } from '../src/modules/buyer/entities/buyer-request.entity';
import {
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

/** The spec's calls as its client makes them: bodies and queries exactly as the spec gives them. */
describe('Buyer and seller subscription calls as the spec makes them', () => {
  let t: TestApp;
  let sellers: SignedInUser[];

  beforeAll(async () => {
    t = await createTestApp();
    sellers = [
      await registerSeller(t.http),
      await registerSeller(t.http),
      await registerSeller(t.http),
    ];
  });
  afterAll(() => t.close());

  const NO_SUCH_SELLER = 987654;
  const startTrial = (buyer: SignedInUser, body: Record<string, unknown> = { buyerId: buyer.id }) =>
    asUser(t.http, buyer).post('/api/buyer/free-trial').send(body);
  const address = (buyer: SignedInUser, sellerId: number) =>
    asUser(t.http, buyer).get('/api/seller/getAdress').query({ sellerId });
  const trialsUsed = async (buyer: SignedInUser) =>
    (
      await asUser(t.http, buyer)
        .get('/api/buyer/free-trial')
        .query({ buyerId: buyer.id })
        .expect(200)
    ).body.freeTrialsUsed as number;
  const spentTrials = (buyer: SignedInUser) =>
    t.dataSource.getRepository(BuyerFreeTrial).countBy({ buyerId: buyer.id });

  describe('POST /api/buyer/free-trial {buyerId}, then the seller address', () => {
    it('starts a trial that the next address read spends on that seller, once', async () => {
      const buyer = await registerBuyer(t.http);
      const [a, b] = sellers;
      expect(await trialsUsed(buyer)).toBe(0);

      const started = await startTrial(buyer).expect(200);
      expect(started.body).toEqual({
        status: 'success',
        message: 'Free trial started successfully.',
        freeTrialsUsed: 1,
        freeTrials: 2,
        access: 'free-trial',
      });
      expect(await trialsUsed(buyer)).toBe(1);

      const shown = await address(buyer, a.id).expect(200);
      expect(shown.body.data[0]).toMatchObject({ sellerId: a.id, PhoneNumber: '+251911234567' });
      // The unlocked seller stays unlocked; the trial does not open a second seller.
      await address(buyer, a.id).expect(200);
      const refused = await address(buyer, b.id).expect(403);
      expect(refused.body).toMatchObject({
        code: 'SUBSCRIBE_FOR_CONTACT',
        message: 'Subscribe to get this service.',
      });
      expect(await trialsUsed(buyer)).toBe(1);
      expect(await spentTrials(buyer)).toBe(1);
    });

    it('spends at most two trials, then refuses with the spec’s message', async () => {
      const buyer = await registerBuyer(t.http);
      const [a, b, c] = sellers;
      await startTrial(buyer).expect(200);
      await address(buyer, a.id).expect(200);
      expect((await startTrial(buyer).expect(200)).body.freeTrialsUsed).toBe(2);
      await address(buyer, b.id).expect(200);

      const third = await startTrial(buyer).expect(403);
      expect(third.body).toMatchObject({
        code: 'ALL_FREE_TRIALS_USED',
        message: 'You have used all your free trials',
      });
      await startTrial(buyer, { buyerId: buyer.id, sellerId: c.id }).expect(403);
      await address(buyer, c.id).expect(403);
      expect(await trialsUsed(buyer)).toBe(2);
      expect(await spentTrials(buyer)).toBe(2);
    });

    it('counts a started trial among the two, whichever way the next one is used', async () => {
      const buyer = await registerBuyer(t.http);
      const [a, b, c] = sellers;
      await startTrial(buyer).expect(200);
      await startTrial(buyer).expect(200); // starting again renews the same trial
      expect(await trialsUsed(buyer)).toBe(1);
      // Naming a seller spends the started trial rather than a second one.
      await startTrial(buyer, { sellerId: a.id }).expect(200);
      expect(await trialsUsed(buyer)).toBe(1);
      await address(buyer, b.id).expect(403);
      await startTrial(buyer, { sellerId: b.id }).expect(200);
      await startTrial(buyer).expect(403);
      await address(buyer, c.id).expect(403);
      expect(await spentTrials(buyer)).toBe(2);
    });

    it('gives a started trial back when the next address read is a seller already unlocked', async () => {
      const buyer = await registerBuyer(t.http);
      const [a, b, c] = sellers;
      await startTrial(buyer).expect(200);
      await address(buyer, a.id).expect(200);
      // The spec's client starts a trial before every read, also for a seller it unlocked.
      await startTrial(buyer).expect(200);
      await address(buyer, a.id).expect(200);
      expect(await trialsUsed(buyer)).toBe(1);
      await address(buyer, b.id).expect(403);
      // So the second trial is still there for the next seller.
      await startTrial(buyer).expect(200);
      await address(buyer, b.id).expect(200);
      await startTrial(buyer).expect(403);
      await address(buyer, c.id).expect(403);
      expect(await spentTrials(buyer)).toBe(2);
    });

    it('never spends a trial on a seller that does not exist', async () => {
      const buyer = await registerBuyer(t.http);
      const named = await startTrial(buyer, { buyerId: buyer.id, sellerId: NO_SUCH_SELLER });
      expect(named.status).toBe(404);
      expect(named.body).toMatchObject({
        code: 'SELLER_NOT_FOUND',
        message: 'This seller does not exist.',
      });
      expect(await trialsUsed(buyer)).toBe(0);

      await startTrial(buyer).expect(200);
      const missing = await address(buyer, NO_SUCH_SELLER).expect(404);
      expect(missing.body.code).toBe('SELLER_NOT_FOUND');
      expect(await spentTrials(buyer)).toBe(0);
      // The started trial is still there for a real seller.
      await address(buyer, sellers[0].id).expect(200);
      expect(await spentTrials(buyer)).toBe(1);
    });

    it('spends one started trial when two address reads arrive at once', async () => {
      const buyer = await registerBuyer(t.http);
      const [a, b] = sellers;
      await startTrial(buyer).expect(200);
      const statuses = (await Promise.all([address(buyer, a.id), address(buyer, b.id)]))
        .map((reply) => reply.status)
        .sort();
      expect(statuses).toEqual([200, 403]);
      expect(await spentTrials(buyer)).toBe(1);
      expect(await trialsUsed(buyer)).toBe(1);

      // Two reads of one seller spend it once and both see the address.
      const other = await registerBuyer(t.http);
      await startTrial(other).expect(200);
      const same = await Promise.all([address(other, a.id), address(other, a.id)]);
      expect(same.map((reply) => reply.status)).toEqual([200, 200]);
      expect(await spentTrials(other)).toBe(1);
      expect(await trialsUsed(other)).toBe(1);
    });

    it('refuses another buyer’s id in the body and starts nothing', async () => {
      const buyer = await registerBuyer(t.http);
      const other = await registerBuyer(t.http);
      const refused = await startTrial(buyer, { buyerId: other.id }).expect(403);
      expect(refused.body.code).toBe('NOT_OWN_BUYER_ACCOUNT');
      expect(await trialsUsed(buyer)).toBe(0);
      expect(await trialsUsed(other)).toBe(0);
      await address(buyer, sellers[0].id).expect(403);
    });

    it('lets a started trial lapse unspent after a few minutes', async () => {
      const buyer = await registerBuyer(t.http);
      const longAgo = new Date(Date.now() - 60 * 60_000);
      await t.app.get(BuyerAccessService).useFreeTrial(buyer.id, undefined, longAgo);
      expect(
        await t.dataSource.getRepository(BuyerStartedTrial).existsBy({ buyerId: buyer.id }),
      ).toBe(true);
      expect(await trialsUsed(buyer)).toBe(0);
      await address(buyer, sellers[0].id).expect(403);
      expect(await spentTrials(buyer)).toBe(0);
    });

    it('starts nothing for a subscriber, who reads any address', async () => {
      const buyer = await registerBuyer(t.http);
      await subscribeBuyer(t, buyer);
      expect((await startTrial(buyer).expect(200)).body).toMatchObject({
        access: 'subscription',
        message: 'You have an active subscription.',
        freeTrialsUsed: 0,
      });
      await address(buyer, sellers[2].id).expect(200);
      expect(await trialsUsed(buyer)).toBe(0);
    });
  });

  describe('GET /api/seller/subscription?sellerId', () => {
    it('answers a credited seller with status "Subscription found"', async () => {
      const seller = await registerSeller(t.http);
      await creditSeller(t, seller, 1500);
      const reply = await asUser(t.http, seller)
        .get('/api/seller/subscription')
        .query({ sellerId: seller.id })
        .expect(200);
      expect(reply.body).toEqual({
        status: 'Subscription found',
        data: expect.objectContaining({
          sellerId: seller.id,
          sellerSubscriptionAmount: 1500,
          sellerSubscriptionCurrency: 'ETB',
        }),
      });
    });

    it('keeps the spec’s 404 for a new seller, and 200 with no data when asked for it', async () => {
      const seller = await registerSeller(t.http);
      const missing = await asUser(t.http, seller)
        .get('/api/seller/subscription')
        .query({ sellerId: seller.id })
        .expect(404);
      expect(missing.body).toMatchObject({
        code: 'NO_SELLER_SUBSCRIPTION',
        message: 'No active subscription found.',
      });
      const empty = await asUser(t.http, seller)
        .get('/api/seller/subscription')
        .query({ ifNone: 'empty' })
        .expect(200);
      expect(empty.body).toEqual({ status: 'No subscription found', data: null });
    });
  });

  describe('POST /api/buyer/request with a message', () => {
    it('stores the trimmed message with the request and shows it to the seller', async () => {
      const seller = await registerSeller(t.http);
      const carHash = await postedHash(t.http, seller.token, 'carSell');
      const buyer = await registerBuyer(t.http, { buyerFirstName: 'Hana' });
      await subscribeBuyer(t, buyer);

      const sent = await asUser(t.http, buyer)
        .post('/api/buyer/request')
        .send({
          sellerId: seller.id,
          buyerId: buyer.id,
          postHash: carHash,
          message: '  Is it still available? ሰላም!  ',
        })
        .expect(200);
      expect(sent.body).toMatchObject({
        status: 'success',
        message: 'Seller notified successfully!',
      });

      const listed = await asUser(t.http, seller).get('/api/buyer/request').expect(200);
      expect(listed.body.data[0]).toMatchObject({
        buyerId: buyer.id,
        postHash: carHash,
        listingType: 'carSell',
        listing: { title: 'Toyota Vitz', price: 1850000, currency: 'ETB', rentPeriod: null },
        message: 'Is it still available? ሰላም!',
        unread: true,
      });

      // Asking again with a new message keeps it and makes the request unread again.
      await asUser(t.http, buyer)
        .post('/api/buyer/request')
        .send({ sellerId: seller.id, buyerId: buyer.id, message: 'Can I see it on Saturday?' })
        .expect(200);
      const row = await t.dataSource
        .getRepository(BuyerRequest)
        .findOneByOrFail({ buyerId: buyer.id, sellerId: seller.id });
      expect(row).toMatchObject({
        message: 'Can I see it on Saturday?',
        seen: 0,
        postHash: carHash,
      });
    });

    it('takes the spec’s body without a message, and refuses one that is too long', async () => {
      const seller = await registerSeller(t.http);
      const buyer = await registerBuyer(t.http);
      await subscribeBuyer(t, buyer);
      const tooLong = await asUser(t.http, buyer)
        .post('/api/buyer/request')
        .send({ sellerId: seller.id, buyerId: buyer.id, message: 'x'.repeat(501) })
        .expect(400);
      expect(tooLong.body).toMatchObject({
        code: 'TOO_LONG',
        message: 'message must be at most 500 characters long.',
        params: { field: 'message', max: 500 },
      });
      expect(await t.dataSource.getRepository(BuyerRequest).countBy({ buyerId: buyer.id })).toBe(0);

      await asUser(t.http, buyer)
        .post('/api/buyer/request')
        .send({ sellerId: seller.id, buyerId: buyer.id })
        .expect(200);
      const listed = await asUser(t.http, seller).get('/api/buyer/request').expect(200);
      expect(listed.body.data[0]).toMatchObject({ message: null, listing: null });
    });

    it('answers a buyer without a subscription with the spec’s message and its code', async () => {
      const buyer = await registerBuyer(t.http);
      const refused = await asUser(t.http, buyer)
        .post('/api/buyer/request')
        .send({ sellerId: sellers[0].id, buyerId: buyer.id, message: 'Hello' })
        .expect(403);
      expect(refused.body).toMatchObject({
        code: 'SUBSCRIPTION_NEEDED_TO_NOTIFY',
        message: 'You need an active subscription to notify the seller.',
      });
    });
  });
});
