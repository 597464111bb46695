import type request from 'supertest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BuyerRequest } from '../src/modules/buyer/entities/buyer-request.entity';
import { HistoryRecord } from '../src/modules/history/entities/history-record.entity';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingsService } from '../src/modules/listings/listings.service';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { ListingType, photosDerived, postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

const TYPES: [ListingType, string, RegExp][] = [
  ['carRent', 'Car Rent', /^Toyota Vitz 2015 \(AA-2-B12345\) rented for 1,850,000 ETB per month$/],
  [
    'houseRent',
    'House Rent',
    /^Villa, 250 m², Bole Kifle Ketema, Adama rented for 45,000 ETB per month$/,
  ],
  ['carSell', 'Car Sell', /^Toyota Vitz 2015 \(AA-2-B12345\) sold for 1,850,000 ETB$/],
  ['houseSell', 'House Sell', /^Villa, 250 m², Bole Kifle Ketema, Adama sold for 45,000 ETB$/],
];

describe('Mark as rented or sold, and the history', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await registerSeller(t.http, {
      sellerFirstName: 'Abebe',
      PhoneNumber: '+251911000111',
    });
    otherSeller = await registerSeller(t.http);
    await creditSeller(t, seller);
    await creditSeller(t, otherSeller);
    manager = (await createStaff(t, 2)) as SignedInUser;
  });
  afterAll(() => t.close());

  /** A subscribed buyer who has notified the seller. */
  async function interestedBuyer(to: SignedInUser = seller, overrides = {}) {
    const buyer = await registerBuyer(t.http, overrides);
    await subscribeBuyer(t, buyer);
    await asUser(t.http, buyer).post('/api/buyer/request').send({ sellerId: to.id }).expect(200);
    return buyer;
  }
  const markDone = (user: SignedInUser, type: string, body: Record<string, unknown>) =>
    asUser(t.http, user).post(`/api/success/${type}`).send(body);
  const filesOf = (postHash: string) => {
    const dir = join(t.database.dataDir, 'uploads', 'listings', postHash);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const state = async (buyerId: number, postHash: string) => ({
    history: await t.dataSource.getRepository(HistoryRecord).count(),
    request: await t.dataSource
      .getRepository(BuyerRequest)
      .existsBy({ buyerId, sellerId: seller.id }),
    listing: await t.dataSource.getRepository(Listing).existsBy({ postHash }),
    files: filesOf(postHash).length,
  });

  it.each(TYPES)(
    'marks a %s listing done: history saved, request and listing (with photos) removed',
    async (type, historyType, message) => {
      const buyer = await interestedBuyer(seller, {
        buyerFirstName: 'Meron',
        buyerLastName: 'Alemu',
        PhoneNumber: '+251944556677',
      });
      const postHash = await postedHash(t.http, seller.token, type);
      await photosDerived(t);
      // Per photo: the preview and the large, 800 px and thumbnail WebPs.
      expect(filesOf(postHash)).toHaveLength(16);

      const res = await markDone(seller, type, {
        sellerId: seller.id,
        buyerId: buyer.id,
        postHash,
      }).expect(201);
      expect(res.body).toMatchObject({
        status: 'success',
        message: 'History saved successfully.',
        data: {
          type: historyType,
          listingType: type,
          postHash,
          sellerId: seller.id,
          sellerFirstName: 'Abebe',
          sellerLastName: 'Kebede',
          sellerPhoneNumber: '+251911000111',
          buyerId: buyer.id,
          buyerFirstName: 'Meron',
          buyerLastName: 'Alemu',
          buyerPhoneNumber: '+251944556677',
        },
      });
      expect(res.body.data.message).toMatch(message);
      expect(await state(buyer.id, postHash)).toMatchObject({
        request: false,
        listing: false,
        files: 0,
      });
      await asUser(t.http, buyer).get(`/api/seller/${type}/${postHash}`).expect(404);

      const history = await asUser(t.http, seller).get('/api/seller/histroy').expect(200);
      expect(Object.keys(history.body.data).sort()).toEqual(
        ['carRent', 'carSell', 'houseRent', 'houseSell'].sort(),
      );
      expect(history.body.data[type][0]).toMatchObject({ postHash, buyerId: buyer.id });
    },
  );

  it('leaves history, request and listing as they were when a step fails midway', async () => {
    const buyer = await interestedBuyer();
    const postHash = await postedHash(t.http, seller.token, 'carSell');
    await photosDerived(t);
    const before = await state(buyer.id, postHash);
    expect(before).toMatchObject({ request: true, listing: true, files: 16 });

    // The listing's removal is the last step: the history row and the request's removal precede it.
    const failing = jest
      .spyOn(t.app.get(ListingsService), 'deleteWithin')
      .mockRejectedValueOnce(new Error('the disk is on fire'));
    try {
      const res = await markDone(seller, 'carSell', { buyerId: buyer.id, postHash }).expect(500);
      expect(res.body.message).not.toMatch(/fire/);
    } finally {
      failing.mockRestore();
    }
    expect(await state(buyer.id, postHash)).toEqual(before);

    await markDone(seller, 'carSell', { buyerId: buyer.id, postHash }).expect(201);
    expect(await state(buyer.id, postHash)).toEqual({
      history: before.history + 1,
      request: false,
      listing: false,
      files: 0,
    });
  });

  it('records a deal once when the seller presses twice at the same time', async () => {
    const buyer = await interestedBuyer();
    const postHash = await postedHash(t.http, seller.token, 'houseRent');
    const before = await t.dataSource.getRepository(HistoryRecord).count();
    const results = await Promise.all([
      markDone(seller, 'houseRent', { buyerId: buyer.id, postHash }),
      markDone(seller, 'houseRent', { buyerId: buyer.id, postHash }),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect([400, 404, 409]).toContain(r.status);
    }
    expect(await t.dataSource.getRepository(HistoryRecord).count()).toBe(before + 1);
  });

  it('needs a buyer who sent a request, and the seller’s own listing of that type', async () => {
    const buyer = await interestedBuyer();
    const stranger = await registerBuyer(t.http);
    const postHash = await postedHash(t.http, seller.token, 'carRent');
    const message = async (res: request.Test, status: number) =>
      (await res.expect(status)).body.message as string;

    expect(await message(markDone(seller, 'carRent', { postHash }), 400)).toBe(
      'Please select a buyer.',
    );
    expect(await message(markDone(seller, 'carRent', { postHash, buyerId: '' }), 400)).toBe(
      'Please select a buyer.',
    );
    expect(await message(markDone(seller, 'carRent', { postHash, buyerId: 'x' }), 400)).toBe(
      'Invalid buyer selection.',
    );
    expect(
      await message(markDone(seller, 'carRent', { postHash, buyerId: stranger.id }), 400),
    ).toBe('Invalid buyer selection.');
    expect(await message(markDone(seller, 'carRent', { buyerId: buyer.id }), 400)).toBe(
      'Missing seller credentials or post identifier.',
    );
    expect(await message(markDone(seller, 'bikeRent', { buyerId: buyer.id, postHash }), 400)).toBe(
      'type must be one of carRent, carSell, houseRent, houseSell.',
    );
    await markDone(seller, 'carSell', { buyerId: buyer.id, postHash }).expect(404);
    await markDone(otherSeller, 'carRent', { buyerId: buyer.id, postHash }).expect(403);
    await markDone(otherSeller, 'carRent', {
      sellerId: seller.id,
      buyerId: buyer.id,
      postHash,
    }).expect(403);
    await markDone(buyer, 'carRent', { buyerId: buyer.id, postHash }).expect(403);
    await markDone(manager, 'carRent', { buyerId: buyer.id, postHash }).expect(403);

    // A request to another seller does not count for this one.
    const elsewhere = await interestedBuyer(otherSeller);
    await markDone(seller, 'carRent', { buyerId: elsewhere.id, postHash }).expect(400);
    expect(await state(buyer.id, postHash)).toMatchObject({ request: true, listing: true });
  });

  it('shows each seller their own history only, and staff of level 2 and 3 all of it', async () => {
    const buyer = await interestedBuyer(otherSeller, { buyerFirstName: 'Yonas' });
    const postHash = await postedHash(t.http, otherSeller.token, 'carRent');
    await markDone(otherSeller, 'carRent', { buyerId: buyer.id, postHash }).expect(201);

    const own = await asUser(t.http, otherSeller).get('/api/seller/histroy').expect(200);
    expect((own.body.data.carRent as { sellerId: number }[]).map((r) => r.sellerId)).toEqual([
      otherSeller.id,
    ]);
    expect(own.body.meta.carRent).toEqual({ page: 1, pageSize: 10, total: 1 });
    expect(own.body.data.houseSell).toEqual([]);
    await asUser(t.http, otherSeller)
      .get('/api/seller/histroy')
      .query({ sellerId: seller.id })
      .expect(403);
    await asUser(t.http, buyer).get('/api/seller/histroy').expect(403);

    const all = await asUser(t.http, manager).get('/api/seller/allHistroy').expect(200);
    const sellers = new Set(
      (all.body.data.carRent as { sellerId: number }[]).map((r) => r.sellerId),
    );
    expect(sellers).toEqual(new Set([seller.id, otherSeller.id]));

    const oneGroup = await asUser(t.http, manager)
      .get('/api/seller/allHistroy')
      .query({ type: 'carRent', q: 'yonas', pageSize: 15 })
      .expect(200);
    expect(Object.keys(oneGroup.body.data)).toEqual(['carRent']);
    expect(oneGroup.body.meta.carRent).toEqual({ page: 1, pageSize: 15, total: 1 });
    expect(oneGroup.body.data.carRent[0].buyerFirstName).toBe('Yonas');

    const bySeller = await asUser(t.http, manager)
      .get('/api/seller/histroy')
      .query({ sellerId: otherSeller.id })
      .expect(200);
    expect(bySeller.body.meta.carRent.total).toBe(1);

    const admin = (await createStaff(t, 3)) as SignedInUser;
    await asUser(t.http, admin).get('/api/seller/allHistroy').expect(200);
    const employee = (await createStaff(t, 1)) as SignedInUser;
    await asUser(t.http, employee).get('/api/seller/allHistroy').expect(403);
    await asUser(t.http, seller).get('/api/seller/allHistroy').expect(403);
  });
});
