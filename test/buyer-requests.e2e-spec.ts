import request from 'supertest';
import { BuyerRequest } from '../src/modules/buyer/entities/buyer-request.entity';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

describe('Buyer requests', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let buyers: SignedInUser[];
  let carHash: string;
  let houseHash: string;
  let otherSellersHash: string;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await registerSeller(t.http);
    otherSeller = await registerSeller(t.http);
    await creditSeller(t, seller);
    buyers = [
      await registerBuyer(t.http, { buyerFirstName: 'Meron', buyerCity: 'Adama' }),
      await registerBuyer(t.http, { buyerFirstName: 'Dawit' }),
      await registerBuyer(t.http, { buyerFirstName: 'Sara' }),
    ];
    for (const buyer of buyers) await subscribeBuyer(t, buyer);
    carHash = await postedHash(t.http, seller.token, 'carRent');
    houseHash = await postedHash(t.http, seller.token, 'houseSell');
    otherSellersHash = await postedHash(t.http, otherSeller.token, 'carSell');
  });
  afterAll(() => t.close());

  const notify = (buyer: SignedInUser, body: Record<string, unknown>) =>
    asUser(t.http, buyer).post('/api/buyer/request').send(body);
  const list = (user: SignedInUser, query: Record<string, unknown> = {}) =>
    asUser(t.http, user).get('/api/buyer/request').query(query);
  const unread = async (user: SignedInUser) =>
    (await asUser(t.http, user).get('/api/buyer/request/unread').expect(200)).body.data
      .count as number;
  const remove = (user: SignedInUser, buyerRequestId: unknown) =>
    asUser(t.http, user).delete('/api/buyer/request').query({ buyerRequestId });

  it('lists the requests with the buyers’ details and the listing, and clears the badge', async () => {
    expect(await unread(seller)).toBe(0);
    await notify(buyers[0], { sellerId: seller.id, postHash: carHash }).expect(200);
    await notify(buyers[1], {
      sellerId: seller.id,
      postHash: houseHash,
      listingType: 'houseSell',
    }).expect(200);
    expect(await unread(seller)).toBe(2);
    expect(await unread(otherSeller)).toBe(0);

    const first = await list(seller, { sellerId: seller.id }).expect(200);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 10, total: 2 });
    expect(first.body.data).toHaveLength(2);
    const meron = (first.body.data as Record<string, unknown>[]).find(
      (r) => r.buyerId === buyers[0].id,
    );
    expect(meron).toEqual({
      buyerRequestId: expect.any(Number),
      sellerId: seller.id,
      buyerId: buyers[0].id,
      buyerFirstName: 'Meron',
      buyerLastName: 'Tesfaye',
      PhoneNumber: '+251922345678',
      phoneVerified: false,
      buyerCity: 'Adama',
      buyerRequestDate: expect.any(String),
      listingType: 'carRent',
      postHash: carHash,
      listing: { title: 'Toyota Vitz', price: 1850000, currency: 'ETB', rentPeriod: 'per month' },
      message: null,
      unread: true,
    });
    expect(await unread(seller)).toBe(0);
    const again = await list(seller).expect(200);
    expect((again.body.data as { unread: boolean }[]).every((r) => !r.unread)).toBe(true);

    // A new request is unread again; asking again about another listing moves the request.
    await notify(buyers[2], { sellerId: seller.id }).expect(200);
    expect(await unread(seller)).toBe(1);
    await list(seller).expect(200);
    const moved = await notify(buyers[0], { sellerId: seller.id, postHash: houseHash }).expect(200);
    expect(moved.body.message).toBe('You have already notified this seller.');
    expect(await unread(seller)).toBe(1);
    const row = await t.dataSource
      .getRepository(BuyerRequest)
      .findOneByOrFail({ buyerId: buyers[0].id, sellerId: seller.id });
    expect(row).toMatchObject({ listingType: 'houseSell', postHash: houseHash });
  });

  it('pages the list, newest first', async () => {
    const page = await list(seller, { page: 2, pageSize: 2 }).expect(200);
    expect(page.body.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page.body.data).toHaveLength(1);
    const all = await list(seller, { pageSize: 50 }).expect(200);
    const dates = (all.body.data as { buyerRequestDate: string }[]).map((r) =>
      Date.parse(r.buyerRequestDate),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('refuses a listing that is not the seller’s, or a type that does not match', async () => {
    const buyer = await registerBuyer(t.http);
    await subscribeBuyer(t, buyer);
    const wrong = await notify(buyer, { sellerId: seller.id, postHash: otherSellersHash });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("This listing does not exist or is not this seller's.");
    await notify(buyer, { sellerId: seller.id, postHash: carHash, listingType: 'carSell' }).expect(
      400,
    );
    await notify(buyer, { sellerId: seller.id, postHash: 'no-such-listing' }).expect(400);
    expect(await t.dataSource.getRepository(BuyerRequest).countBy({ buyerId: buyer.id })).toBe(0);
  });

  it('lets only the owning seller delete a request', async () => {
    const [target] = (await list(seller).expect(200)).body.data as { buyerRequestId: number }[];
    const foreign = await remove(otherSeller, target.buyerRequestId).expect(403);
    expect(foreign.body.message).toBe('You can only delete requests sent to you.');
    await remove(buyers[0], target.buyerRequestId).expect(403);
    const staff = (await createStaff(t, 3)) as SignedInUser;
    await remove(staff, target.buyerRequestId).expect(403);

    const done = await remove(seller, target.buyerRequestId).expect(200);
    expect(done.body).toEqual({ status: 'success', message: 'Request deleted.' });
    const gone = await remove(seller, target.buyerRequestId).expect(404);
    expect(gone.body.message).toBe('This request does not exist.');
    expect((await list(seller).expect(200)).body.meta.total).toBe(2);
  });

  it('answers bad or foreign input with a clear 4xx', async () => {
    expect((await remove(seller, '').expect(400)).body.message).toBe('buyerRequestId is required.');
    await remove(seller, 'abc').expect(400);
    await list(seller, { sellerId: otherSeller.id }).expect(403);
    await list(buyers[0]).expect(403);
    await request(t.http).get('/api/buyer/request').expect(401);
    await asUser(t.http, buyers[0]).get('/api/buyer/request/unread').expect(403);
  });
});
