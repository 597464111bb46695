import { indexListingsForSearch } from '../src/database/migrations/listing-search-backfill';
import { ListingSearchGram } from '../src/modules/listings/entities/listing-search-gram.entity';
import { ListingSearchText } from '../src/modules/listings/entities/listing-search-text.entity';
import { ListingTotal } from '../src/modules/listings/entities/listing-total.entity';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import type { ListingTypeKey } from '../src/modules/listings/listing-types';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { insertListings } from './utils/listing-rows';
import { formFor, postedHash, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

type PageBody = { data: { postHash: string }[] };

/** Page totals kept in listing_totals, capped counts, and the substring `q` on either engine. */
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
      await insertListings(t, [
        car(1, { model: 'Land Cruiser Prado', subcity: 'Bole', price: 3_500_000 }),
        car(2, { model: 'Land Cruiser V8', region: 'Oromia', city: 'Adama', subcity: 'Dabe' }),
        car(3, { make: 'Hyundai', model: 'i10', currency: 'USD', price: 12_000 }),
        car(4, { make: 'Mercedes-Benz', model: 'C200', subcity: 'Bole' }),
        car(5, { make: 'VW', model: 'Golf', region: 'Amhara', city: 'Bahir Dar' }),
        car(6, { make: 'Citroën', model: 'C3', price: 1_850_000.5 }),
        car(7, { model: 'Corolla', price: 1_850_000 }),
        car(8, {
          make: 'ቶዮታ',
          model: 'ቪትዝ',
          country: 'ኢትዮጵያ',
          region: 'አዲስ አበባ',
          city: 'አዲስ አበባ',
          price: 3000,
        }),
      ]);
      await postedHash(t.http, seller.token, 'houseSell');
    });

    const hashesOf = (body: PageBody) => body.data.map((l) => l.postHash);
    const found = async (q: string, query: Record<string, string | number> = {}) =>
      hashesOf((await browse(type, { q, ...query }).expect(200)).body as PageBody).sort();
    const toyotas = ['search-1', 'search-2', 'search-7'];

    it('finds any part of the make or model, whatever the case', async () => {
      expect(await found('toyota')).toEqual(toyotas);
      expect(await found('oyot')).toEqual(toyotas);
      expect(await found('TOYO')).toEqual(toyotas);
      expect(await found('olla')).toEqual(['search-7']);
      expect(await found('RUISE')).toEqual(['search-1', 'search-2']);
      expect(await found('benz')).toEqual(['search-4']);
      expect(await found('mercedes-benz')).toEqual(['search-4']);
      expect(await found('c200')).toEqual(['search-4']);
      expect(await found('citroen')).toEqual(['search-6']);
      expect(await found('CITROËN')).toEqual(['search-6']);
      expect(await found('hyundai')).toEqual(['search-3']);
      expect(await found('toyota hyundai')).toEqual([]);
    });

    it('finds any part of the price, the country and the region, and nothing else', async () => {
      expect(await found('300')).toEqual(['search-8']);
      expect(await found('3000')).toEqual(['search-8']);
      expect(await found('3500000')).toEqual(['search-1']);
      expect(await found('1,850,000')).toEqual(['search-6', 'search-7']);
      expect(await found('1850000.5')).toEqual(['search-6']);
      expect(await found('999999999999999')).toEqual([]);
      expect(await found('thiopi')).toHaveLength(7);
      expect(await found('oromia')).toEqual(['search-2']);
      expect(await found('mhar')).toEqual(['search-5']);
      expect(await found('addis')).toHaveLength(5);
      // City, sub-city, colour and the rest are not searched.
      expect(await found('adama')).toEqual([]);
      expect(await found('kirkos')).toEqual([]);
      expect(await found('white')).toEqual([]);
    });

    it('finds Amharic text inside Amharic text', async () => {
      expect(await found('አዲስ')).toEqual(['search-8']);
      expect(await found('አበባ')).toEqual(['search-8']);
      expect(await found('ዮታ')).toEqual(['search-8']);
      expect(await found('ኢትዮጵያ ቪትዝ')).toEqual(['search-8']);
      expect(await found('ቪ')).toEqual(['search-8']);
    });

    it('needs every word, each anywhere in one field', async () => {
      expect(await found('toyota v8')).toEqual(['search-2']);
      expect(await found('cruiser prado toyota')).toEqual(['search-1']);
      expect(await found('toyota amhara')).toEqual([]);
      expect(await found('toyota golf')).toEqual([]);
      // A word never spans two fields or two words of one.
      expect(await found('toyotavitz')).toEqual([]);
      expect(await found('landcruiser')).toEqual([]);
    });

    it('finds words of one and two characters', async () => {
      expect(await found('vw')).toEqual(['search-5']);
      expect(await found('V8')).toEqual(['search-2']);
      expect(await found('c3')).toEqual(['search-6']);
      expect(await found('v')).toEqual(['search-2', 'search-5']);
      expect(await found('z')).toEqual(['search-4']);
      expect(await found('8')).toEqual(['search-2', 'search-6', 'search-7']);
      expect(await found('q')).toEqual([]);
    });

    it('combines q with the price, currency, region and city filters', async () => {
      expect(await found('toyota', { minPrice: 1_000_002, maxPrice: 1_900_000 })).toEqual([
        'search-2',
        'search-7',
      ]);
      expect(await found('a', { currency: 'USD' })).toEqual(['search-3']);
      expect(await found('toyota', { currency: 'USD' })).toEqual([]);
      expect(await found('land', { region: 'oromia' })).toEqual(['search-2']);
      expect(await found('cruiser', { city: 'Addis Ababa' })).toEqual(['search-1']);
      expect(await found('c', { city: 'Addis Ababa', maxPrice: 1_500_000 })).toEqual(['search-4']);
    });

    it('pages through the matches newest first, counting a few pages ahead', async () => {
      const first = await browse(type, { q: 'thiopia', pageSize: 2 }).expect(200);
      expect(hashesOf(first.body as PageBody)).toEqual(['search-7', 'search-6']);
      expect(first.body.meta).toEqual({ page: 1, pageSize: 2, total: 6, totalCapped: true });
      const third = await browse(type, { q: 'thiopia', page: 3, pageSize: 2 }).expect(200);
      expect(hashesOf(third.body as PageBody)).toEqual(['search-3', 'search-2']);
      expect(third.body.meta).toEqual({ page: 3, pageSize: 2, total: 7, totalCapped: false });
      const last = await browse(type, { q: 'thiopia', page: 4, pageSize: 2 }).expect(200);
      expect(hashesOf(last.body as PageBody)).toEqual(['search-1']);
      const beyond = await browse(type, { q: 'thiopia', page: 5, pageSize: 2 }).expect(200);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta).toMatchObject({ total: 7, totalCapped: false });
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
        expect(await found(q)).toEqual(toyotas);
      expect(await found('-land +cruiser "prado')).toEqual(['search-1']);
      expect(await found('toy%ta')).toEqual([]);
      expect(await found('toy_ta')).toEqual([]);
      expect(await found("' OR 1=1 --")).toEqual([]);
    });

    it('answers input with no word in it with an empty page, never an error', async () => {
      for (const q of ['!!!', '"', '*', '+-~<>()@', '""*', '\'"', '% _ !', '…', '😀', '\u0301']) {
        const res = await browse(type, { q }).expect(200);
        expect(res.body.meta).toEqual({ page: 1, pageSize: 50, total: 0, totalCapped: false });
      }
      const long = await browse(type, { q: 'toyota '.repeat(14).trim() }).expect(200);
      expect(long.body.meta.total).toBe(3);
      const many = await browse(type, { q: 'a b c d e f g h i j k l m n o p' }).expect(200);
      expect(many.body.meta.total).toBe(0);
      await browse(type, { q: 'x'.repeat(101) }).expect(400);
    });

    it('finds a house by its type, area and price', async () => {
      const total = async (q: string) =>
        (await browse('houseSell', { q }).expect(200)).body.meta.total as number;
      expect(await total('250')).toBe(1);
      expect(await total('25')).toBe(1);
      expect(await total('4500')).toBe(1);
      expect(await total('ILL')).toBe(1);
      expect(await total('villa oromia')).toBe(1);
      expect(await total('condo')).toBe(0);
    });

    it('follows an edit and a removal', async () => {
      const postHash = await postedHash(t.http, seller.token, type);
      expect(await found('vitz')).toContain(postHash);
      await asUser(t.http, seller)
        .put(`/api/perSeller/${type}/${postHash}`)
        .send(formFor(type, { vehicleMake: 'Lada', vehicleModel: 'Niva' }))
        .expect(200);
      expect(await found('lada niva')).toEqual([postHash]);
      expect(await found('ada')).toEqual([postHash]);
      expect((await found('vitz')).includes(postHash)).toBe(false);
      expect((await found('toyota')).includes(postHash)).toBe(false);
      const { id } = await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
      const indexRows = async () => ({
        texts: await t.dataSource.getRepository(ListingSearchText).countBy({ listingId: id }),
        grams: await t.dataSource.getRepository(ListingSearchGram).countBy({ listingId: id }),
      });
      // 'lada niva 1850000 ethiopia addis ababa': a gram per character of each word, each once
      // (lada 4, niva 3 more, 1850000 6, ethiopia 7, addis 5, ababa 3).
      expect(await indexRows()).toEqual({ texts: 1, grams: 28 });
      await asUser(t.http, seller).delete(`/api/perSeller/${type}/${postHash}`).expect(200);
      expect(await found('lada')).toEqual([]);
      expect(await found('niva')).toEqual([]);
      expect(await indexRows()).toEqual({ texts: 0, grams: 0 });
    });

    it('indexes the listings a site had before, once however often it runs', async () => {
      await t.dataSource
        .getRepository(Listing)
        .insert([car(20, { make: 'Lancia', model: 'Ypsilon' }), car(21, { model: 'Ypsilon' })]);
      expect(await found('ypsilon')).toEqual([]);
      const indexAll = async () => {
        const runner = t.dataSource.createQueryRunner();
        try {
          await indexListingsForSearch(runner, (name) => t.dataSource.driver.escape(name));
        } finally {
          await runner.release();
        }
      };
      await indexAll();
      const grams = await t.dataSource.getRepository(ListingSearchGram).count();
      await indexAll();
      expect(await t.dataSource.getRepository(ListingSearchGram).count()).toBe(grams);
      expect(await found('ypsilon')).toEqual(['search-20', 'search-21']);
      expect(await found('lanc')).toEqual(['search-20']);
      expect(await found('oyot')).toEqual([...toyotas, 'search-21'].sort());
    });
  });

  describe('counts', () => {
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
        region: n % 2 ? 'Oromia' : 'Sidama',
        city: 'Addis Ababa',
        subcity: 'Lideta',
        imageFront: 'listings/x/front.webp',
        imageBack: 'listings/x/back.webp',
        imageRight: 'listings/x/right.webp',
        imageLeft: 'listings/x/left.webp',
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
      }));
      await insertListings(t, rows);
    });

    it('counts a search two pages past the one shown, and says when it stopped', async () => {
      const res = await browse(type, { q: 'condo', pageSize: 20 }).expect(200);
      expect(res.body.meta).toEqual({ page: 1, pageSize: 20, total: 60, totalCapped: true });
      expect(res.body.data).toHaveLength(20);
      expect(res.body.data[0].postHash).toBe('capped-1099');
      const deeper = await browse(type, { q: 'condo oromia', page: 21, pageSize: 20 }).expect(200);
      expect(deeper.body.meta).toEqual({ page: 21, pageSize: 20, total: 460, totalCapped: true });
      expect(deeper.body.data[0].postHash).toBe(`capped-${1099 - 2 * 400}`);
      const last = await browse(type, { q: 'condo oromia', page: 11, pageSize: 50 }).expect(200);
      expect(last.body.meta).toEqual({ page: 11, pageSize: 50, total: 550, totalCapped: false });
      expect(last.body.data).toHaveLength(50);
    });

    it('counts short words the same way', async () => {
      const res = await browse(type, { q: 'c', pageSize: 10 }).expect(200);
      expect(res.body.meta).toEqual({ page: 1, pageSize: 10, total: 30, totalCapped: true });
      expect(res.body.data[0].postHash).toBe('capped-1099');
    });

    it('counts other filters up to 1,000', async () => {
      const filtered = await browse(type, { currency: 'ETB' }).expect(200);
      expect(filtered.body.meta).toMatchObject({ total: 1000, totalCapped: true });
    });
  });
});
