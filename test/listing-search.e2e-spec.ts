import { ListingTotal } from '../src/modules/listings/entities/listing-total.entity';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import type { ListingTypeKey } from '../src/modules/listings/listing-types';
import { ListingTextSearch, RECENT_ROWS } from '../src/modules/listings/listing-text-search';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { formFor, postedHash, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

type PageBody = { data: { postHash: string }[] };

/** Page totals kept in listing_totals, capped counts, and the full-text `q` on either engine. */
describe('Listing totals and search', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    await creditSeller(t, seller);
    manager = (await createStaff(t, 2)) as SignedInUser;
  });
  afterAll(() => t.close());

  const browse = (type: ListingTypeKey, query: Record<string, string | number> = {}) =>
    asUser(t.http, buyer)
      .get(`/api/seller/${type}`)
      .query({ pageSize: 50, ...query });

  describe('totals of a whole type', () => {
    const type: ListingTypeKey = 'carRent';
    /** The unfiltered page's total, checked against a real count. */
    async function total(): Promise<number> {
      const res = await browse(type, { pageSize: 1 }).expect(200);
      expect(res.body.meta.totalCapped).toBe(false);
      const rows = await t.dataSource.getRepository(Listing).countBy({ type });
      expect(res.body.meta.total).toBe(rows);
      return res.body.meta.total as number;
    }

    it('follows posts, deletes, marking rented and staff removal', async () => {
      expect(await total()).toBe(0);
      const [first, second, third, fourth] = [
        await postedHash(t.http, seller.token, type),
        await postedHash(t.http, seller.token, type),
        await postedHash(t.http, seller.token, type),
        await postedHash(t.http, seller.token, type),
      ];
      expect(await total()).toBe(4);

      await asUser(t.http, seller).delete(`/api/perSeller/${type}/${first}`).expect(200);
      expect(await total()).toBe(3);
      // Deleting it again changes nothing.
      await asUser(t.http, seller).delete(`/api/perSeller/${type}/${first}`).expect(404);
      expect(await total()).toBe(3);

      const interested = await registerBuyer(t.http);
      await subscribeBuyer(t, interested);
      await asUser(t.http, interested)
        .post('/api/buyer/request')
        .send({ sellerId: seller.id })
        .expect(200);
      await asUser(t.http, seller)
        .post(`/api/success/${type}`)
        .send({ sellerId: seller.id, buyerId: interested.id, postHash: second })
        .expect(201);
      expect(await total()).toBe(2);

      await asUser(t.http, manager)
        .delete(`/api/employee/listings/${type}/${third}`)
        .send({ reason: 'Duplicate of another listing' })
        .expect(200);
      expect(await total()).toBe(1);

      // Editing changes no total; the other types are untouched.
      const { perDayOrMonth, ...fields } = formFor(type, { price: '2000' });
      const editForm = { ...fields, sellerRentVehiclePerDayOrPerMonth: perDayOrMonth };
      await asUser(t.http, seller)
        .put(`/api/perSeller/${type}/${fourth}`)
        .send(editForm)
        .expect(200);
      expect(await total()).toBe(1);
      const others = await t.dataSource.getRepository(ListingTotal).find();
      expect(others.filter((row) => row.type !== type).map((row) => row.total)).toEqual([0, 0, 0]);
    });

    it('does not count a post that fails', async () => {
      const before = await total();
      const poor = await registerSeller(t.http);
      // The free trial, then a post the empty balance cannot pay for.
      await postedHash(t.http, poor.token, type);
      const refused = await postListing(t.http, poor.token, type, formFor(type));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(await total()).toBe(before + 1);
    });
  });

  describe('search', () => {
    const type: ListingTypeKey = 'carSell';
    const car = (n: number, fields: Partial<Listing>): Partial<Listing> => ({
      type,
      postHash: `search-${n}`,
      sellerId: seller.id,
      make: 'Toyota',
      model: 'Vitz',
      year: 2015,
      transmission: 'Automatic',
      mileage: 1000,
      bodyType: 'Hatchback',
      engine: '1.0L',
      plateNumber: `AA-${n}`,
      fuel: 'Petrol',
      color: 'White',
      price: 1_000_000 + n,
      currency: 'ETB',
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Kirkos',
      imageFront: 'listings/x/front.webp',
      imageBack: 'listings/x/back.webp',
      imageRight: 'listings/x/right.webp',
      imageLeft: 'listings/x/left.webp',
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      ...fields,
    });

    beforeAll(async () => {
      await t.dataSource
        .getRepository(Listing)
        .insert([
          car(1, { model: 'Land Cruiser Prado', subcity: 'Bole', price: 3_500_000 }),
          car(2, { model: 'Land Cruiser V8', region: 'Oromia', city: 'Adama', subcity: 'Dabe' }),
          car(3, { make: 'Hyundai', model: 'i10' }),
          car(4, { make: 'Mercedes-Benz', model: 'C200', subcity: 'Bole' }),
          car(5, { make: 'VW', model: 'Golf', region: 'Amhara', city: 'Bahir Dar' }),
          car(6, { make: 'Citroën', model: 'C3', price: 1_850_000.5 }),
          car(7, { model: 'Corolla', price: 1_850_000 }),
        ]);
      await postedHash(t.http, seller.token, 'houseSell');
    });
    afterAll(() => {
      t.app.get(ListingTextSearch).recentRows = RECENT_ROWS;
    });

    const hashesOf = (body: PageBody) => body.data.map((l) => l.postHash);
    const found = async (q: string) =>
      hashesOf((await browse(type, { q }).expect(200)).body as PageBody).sort();

    // Words are scanned for among the newest listings, or found through the full-text index
    // when those do not fill the page: the same answers either way.
    describe.each([
      ['scanning the listings', RECENT_ROWS],
      ['through the full-text index', 1],
    ])('%s', (_, recentRows) => {
      beforeAll(() => {
        t.app.get(ListingTextSearch).recentRows = recentRows;
      });

      it('finds words and the starts of words, whatever the case, across make, model and place', async () => {
        const toyotas = ['search-1', 'search-2', 'search-7'];
        expect(await found('toyota')).toEqual(toyotas);
        expect(await found('TOYO')).toEqual(toyotas);
        expect(await found('land cru')).toEqual(['search-1', 'search-2']);
        expect(await found('cruiser bole')).toEqual(['search-1']);
        expect(await found('adama')).toEqual(['search-2']);
        expect(await found('bahir')).toEqual(['search-5']);
        expect(await found('benz')).toEqual(['search-4']);
        expect(await found('mercedes benz')).toEqual(['search-4']);
        expect(await found('i10')).toEqual(['search-3']);
        expect(await found('citroen')).toEqual(['search-6']);
        // Every word must match, and only at the start of a word.
        expect(await found('toyota golf')).toEqual([]);
        expect(await found('oyota')).toEqual([]);
      });

      it('finds short words too', async () => {
        expect(await found('vw')).toEqual(['search-5']);
        expect(await found('V8')).toEqual(['search-2']);
      });

      it('reads a number as the exact price', async () => {
        expect(await found('3500000')).toEqual(['search-1']);
        expect(await found('1,850,000')).toEqual(['search-7']);
        expect(await found('1850000.50')).toEqual(['search-6']);
        expect(await found('999999999999999')).toEqual([]);
      });

      it('takes the search syntax of either engine as plain words', async () => {
        for (const q of [
          '"toyota"',
          'toyota*',
          '+toyota',
          '(toyota)',
          '~toyota',
          '@toyota',
          "toyota'",
        ])
          expect(await found(q)).toEqual(['search-1', 'search-2', 'search-7']);
        expect(await found('-land +cruiser "prado')).toEqual(['search-1']);
        expect(await found('NEAR(land cruiser) OR toyota AND v8')).toEqual([]);
      });

      it('answers input with no word in it with an empty page, never an error', async () => {
        for (const q of ['!!!', '"', '*', '+-~<>()@', '""*', '\'"', '% _ !', '…', '😀', '\u0301']) {
          const res = await browse(type, { q }).expect(200);
          expect(res.body.meta).toEqual({ page: 1, pageSize: 50, total: 0, totalCapped: false });
        }
        const long = await browse(type, { q: 'toyota '.repeat(14).trim() }).expect(200);
        expect(long.body.meta.total).toBe(3);
        await browse(type, { q: 'x'.repeat(101) }).expect(400);
      });

      it('finds a house by its area as well as its price', async () => {
        expect((await browse('houseSell', { q: '250' }).expect(200)).body.meta.total).toBe(1);
        expect((await browse('houseSell', { q: '45000' }).expect(200)).body.meta.total).toBe(1);
        expect((await browse('houseSell', { q: 'villa adama' }).expect(200)).body.meta.total).toBe(
          1,
        );
      });
    });

    it('counts only the newest listings when they fill the page, as a lower bound', async () => {
      t.app.get(ListingTextSearch).recentRows = 3;
      // The newest three are search-7 (a Toyota), search-6 and search-5.
      const first = await browse(type, { q: 'toyota', pageSize: 1 }).expect(200);
      expect(hashesOf(first.body as PageBody)).toEqual(['search-7']);
      expect(first.body.meta).toEqual({ page: 1, pageSize: 1, total: 1, totalCapped: true });
      const second = await browse(type, { q: 'toyota', page: 2, pageSize: 1 }).expect(200);
      expect(hashesOf(second.body as PageBody)).toEqual(['search-2']);
      expect(second.body.meta).toEqual({ page: 2, pageSize: 1, total: 3, totalCapped: false });
    });
  });

  describe('capped counts', () => {
    const type: ListingTypeKey = 'houseRent';
    beforeAll(async () => {
      const rows = Array.from({ length: 1100 }, (_, n) => ({
        type,
        postHash: `capped-${n}`,
        sellerId: seller.id,
        houseType: 'Condominium',
        area: 80,
        bedrooms: 2,
        bathrooms: 1,
        livingRooms: 1,
        price: 20_000,
        currency: 'ETB' as const,
        rentPeriod: 'per month' as const,
        country: 'Ethiopia',
        region: 'Addis Ababa',
        city: 'Addis Ababa',
        subcity: n % 2 ? 'Yeka' : 'Lideta',
        imageFront: 'listings/x/front.webp',
        imageBack: 'listings/x/back.webp',
        imageRight: 'listings/x/right.webp',
        imageLeft: 'listings/x/left.webp',
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
      }));
      const repo = t.dataSource.getRepository(Listing);
      for (let at = 0; at < rows.length; at += 100) await repo.insert(rows.slice(at, at + 100));
    });

    it('stops counting at 1,000 and says so', async () => {
      const res = await browse(type, { q: 'condo', pageSize: 20 }).expect(200);
      expect(res.body.meta).toEqual({ page: 1, pageSize: 20, total: 1000, totalCapped: true });
      expect(res.body.data).toHaveLength(20);
      expect(res.body.data[0].postHash).toBe('capped-1099');
      const filtered = await browse(type, { currency: 'ETB' }).expect(200);
      expect(filtered.body.meta).toMatchObject({ total: 1000, totalCapped: true });
    });

    it('counts exactly below the cap', async () => {
      const res = await browse(type, { q: 'condo yeka' }).expect(200);
      expect(res.body.meta).toEqual({ page: 1, pageSize: 50, total: 550, totalCapped: false });
    });

    it('counts past the cap to the end of a deeper page, so there is always a next page to offer', async () => {
      const deeper = await browse(type, { q: 'condo', page: 21, pageSize: 50 }).expect(200);
      expect(deeper.body.meta).toMatchObject({ total: 1050, totalCapped: true });
      expect(deeper.body.data).toHaveLength(50);
      const last = await browse(type, { q: 'condo', page: 22, pageSize: 50 }).expect(200);
      expect(last.body.meta).toMatchObject({ total: 1100, totalCapped: false });
      expect(last.body.data).toHaveLength(50);
    });
  });
});
