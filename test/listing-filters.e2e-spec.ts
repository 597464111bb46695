import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { PRICE_ORDERED_MATCHES } from '../src/modules/listings/listing-queries';
import type { ListingTypeKey } from '../src/modules/listings/listing-types';
import { asUser } from './utils/as-user';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { insertListings } from './utils/listing-rows';
import { createTestApp, TestApp } from './utils/test-app';

type PageBody = {
  data: { postHash: string }[];
  meta: { page: number; pageSize: number; total: number; totalCapped: boolean };
};
type Query = Record<string, string | number>;

/** The browse filters and orders, alone and with `q` and paging, and the pick-lists' values. */
describe('Listing filters and sort', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  const images = {
    imageFront: 'listings/x/front.webp',
    imageBack: 'listings/x/back.webp',
    imageRight: 'listings/x/right.webp',
    imageLeft: 'listings/x/left.webp',
  };
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000);
  const place = {
    country: 'Ethiopia',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    subcity: 'Bole',
  };

  const car = (type: ListingTypeKey, n: number, fields: Partial<Listing>): Partial<Listing> => ({
    type,
    postHash: `${type}-${n}`,
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
    price: 1_000_000,
    currency: 'ETB',
    rentPeriod: type === 'carRent' ? 'per day' : null,
    ...place,
    ...images,
    createdAt: at(n),
    ...fields,
  });
  const house = (type: ListingTypeKey, n: number, fields: Partial<Listing>): Partial<Listing> => ({
    type,
    postHash: `${type}-${n}`,
    sellerId: seller.id,
    houseType: 'Apartment',
    area: 100,
    bedrooms: 2,
    bathrooms: 1,
    livingRooms: 1,
    price: 5_000_000,
    currency: 'ETB',
    rentPeriod: type === 'houseRent' ? 'per month' : null,
    ...place,
    ...images,
    createdAt: at(n),
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    await insertListings(t, [
      car('carSell', 1, { model: 'Corolla', year: 2010, price: 1_500_000 }),
      car('carSell', 2, { model: 'Land Cruiser', year: 2020, fuel: 'Diesel', price: 9_000_000 }),
      car('carSell', 3, { make: 'toyota', model: 'vitz', year: 2012, price: 900_000 }),
      car('carSell', 4, {
        make: 'Hyundai',
        model: 'i10',
        transmission: 'Manual',
        price: 12_000,
        currency: 'USD',
        region: 'Oromia',
        city: 'Adama',
        subcity: 'Dabe',
      }),
      car('carSell', 5, {
        make: 'VW',
        model: 'Golf',
        year: 2018,
        price: 1_200_000,
        subcity: 'Kirkos',
      }),
      car('carSell', 6, {
        make: 'Suzuki',
        model: 'Dzire',
        transmission: 'Manual',
        price: 8_000,
        currency: 'USD',
        region: 'Amhara',
        city: 'Bahir Dar',
        subcity: 'Belay Zeleke',
      }),
      car('carSell', 7, { model: 'Corolla', year: 2016, fuel: 'Hybrid', price: 1_500_000 }),
      car('carRent', 1, { rentPeriod: 'per day', price: 3_000 }),
      car('carRent', 2, { rentPeriod: 'per month', price: 60_000 }),
      car('carRent', 3, { make: 'Lada', model: 'Niva', region: 'Tigray', status: 'hidden' }),
      house('houseSell', 1, { bedrooms: 1, area: 45, price: 2_500_000 }),
      house('houseSell', 2, { houseType: 'Villa', bedrooms: 4, area: 300, price: 20_000_000 }),
      house('houseSell', 3, { bedrooms: 3, area: 150, subcity: 'Kirkos' }),
      house('houseRent', 1, { bedrooms: 2, rentPeriod: 'per month', price: 25_000 }),
      house('houseRent', 2, { bedrooms: 5, rentPeriod: 'per day', price: 4_000 }),
    ]);
  });
  afterAll(() => t.close());

  const browse = (type: ListingTypeKey, query: Query = {}) =>
    asUser(t.http, buyer)
      .get(`/api/seller/${type}`)
      .query({ pageSize: 50, ...query });
  /** The matches' postHash numbers, in the order the page lists them. */
  const listed = async (type: ListingTypeKey, query: Query = {}) => {
    const body = (await browse(type, query).expect(200)).body as PageBody;
    return body.data.map((l) => Number(l.postHash.split('-').pop()));
  };
  const cars = (query: Query) => listed('carSell', query);

  describe('each filter', () => {
    it('keeps cars of a make, and of a make and model, in any case', async () => {
      expect(await cars({ make: 'Toyota' })).toEqual([7, 3, 2, 1]);
      expect(await cars({ make: 'TOYOTA', model: 'corolla' })).toEqual([7, 1]);
      expect(await cars({ make: 'Toyota', model: 'Vitz' })).toEqual([3]);
      expect(await cars({ make: 'Lada' })).toEqual([]);
    });

    it('keeps cars of a range of years, either end open', async () => {
      expect(await cars({ minYear: 2015, maxYear: 2018 })).toEqual([7, 6, 5, 4]);
      expect(await cars({ minYear: 2018 })).toEqual([5, 2]);
      expect(await cars({ maxYear: 2010 })).toEqual([1]);
      expect(await cars({ minYear: 2016, maxYear: 2016 })).toEqual([7]);
    });

    it('keeps cars by transmission and fuel', async () => {
      expect(await cars({ transmission: 'manual' })).toEqual([6, 4]);
      expect(await cars({ fuel: 'Diesel' })).toEqual([2]);
      expect(await cars({ fuel: 'Petrol', transmission: 'Automatic' })).toEqual([5, 3, 1]);
    });

    it('keeps listings of a region, city and subcity', async () => {
      expect(await cars({ region: 'oromia' })).toEqual([4]);
      expect(await cars({ region: 'Addis Ababa', city: 'Addis Ababa', subcity: 'kirkos' })).toEqual(
        [5],
      );
      expect(await cars({ city: 'Bahir Dar', subcity: 'Belay Zeleke' })).toEqual([6]);
      expect(await listed('houseSell', { subcity: 'Kirkos' })).toEqual([3]);
    });

    it('keeps houses with at least so many bedrooms, and of a range of areas', async () => {
      expect(await listed('houseSell', { bedrooms: 3 })).toEqual([3, 2]);
      expect(await listed('houseSell', { bedrooms: 0 })).toEqual([3, 2, 1]);
      expect(await listed('houseSell', { minArea: 100, maxArea: 300 })).toEqual([3, 2]);
      expect(await listed('houseSell', { maxArea: 45 })).toEqual([1]);
      expect(await listed('houseRent', { bedrooms: 5 })).toEqual([2]);
    });

    it('keeps rentals priced per day or per month', async () => {
      expect(await listed('carRent', { rentPeriod: 'per day' })).toEqual([1]);
      expect(await listed('carRent', { rentPeriod: 'per month' })).toEqual([2]);
      expect(await listed('houseRent', { rentPeriod: 'per day' })).toEqual([2]);
    });

    it('takes an empty text filter as no filter, as a cleared pick-list sends it', async () => {
      expect(await cars({ make: '', fuel: ' ' })).toEqual([7, 6, 5, 4, 3, 2, 1]);
    });

    it('combines filters, and counts what they keep', async () => {
      const res = await browse('carSell', { make: 'toyota', minYear: 2012, fuel: 'Petrol' });
      expect((res.body as PageBody).data.map((l) => l.postHash)).toEqual(['carSell-3']);
      expect((res.body as PageBody).meta).toEqual({
        page: 1,
        pageSize: 50,
        total: 1,
        totalCapped: false,
      });
    });

    it('shows no listing that is not public', async () => {
      await t.dataSource
        .getRepository(Listing)
        .update({ postHash: 'carSell-5' }, { status: 'hidden' });
      try {
        expect(await cars({ make: 'VW' })).toEqual([]);
        expect(await cars({ subcity: 'Kirkos' })).toEqual([]);
      } finally {
        await t.dataSource
          .getRepository(Listing)
          .update({ postHash: 'carSell-5' }, { status: 'active' });
      }
    });
  });

  describe('orders', () => {
    it('lists the newest first by default and on request', async () => {
      expect(await cars({})).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(await cars({ sort: 'newest' })).toEqual([7, 6, 5, 4, 3, 2, 1]);
    });

    it('orders by price within the chosen currency, equal prices the same way every time', async () => {
      expect(await cars({ sort: 'priceAsc', currency: 'ETB' })).toEqual([3, 5, 1, 7, 2]);
      expect(await cars({ sort: 'priceDesc', currency: 'ETB' })).toEqual([2, 7, 1, 5, 3]);
      expect(await cars({ sort: 'priceAsc', currency: 'USD' })).toEqual([6, 4]);
      expect(
        await cars({ sort: 'priceAsc', currency: 'ETB', minPrice: 1_000_000, maxPrice: 2_000_000 }),
      ).toEqual([5, 1, 7]);
    });

    it('pages through a price order without losing or repeating a listing', async () => {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const body = (
          await browse('carSell', { sort: 'priceDesc', currency: 'ETB', pageSize: 2, page }).expect(
            200,
          )
        ).body as PageBody;
        pages.push(body.data.map((l) => l.postHash));
        expect(body.meta.total).toBe(5);
      }
      expect(pages).toEqual([
        ['carSell-2', 'carSell-7'],
        ['carSell-1', 'carSell-5'],
        ['carSell-3'],
      ]);
    });
  });

  describe('with q and paging', () => {
    it('narrows a search by the filters', async () => {
      expect(await cars({ q: 'toyota', fuel: 'Petrol' })).toEqual([3, 1]);
      expect(await cars({ q: 'oyot', minYear: 2016 })).toEqual([7, 2]);
      expect(await cars({ q: 'corolla', make: 'Toyota', model: 'Corolla' })).toEqual([7, 1]);
      expect(await cars({ q: 'ethiopia', transmission: 'Manual', region: 'Amhara' })).toEqual([6]);
      expect(await cars({ q: 'vitz', make: 'Hyundai' })).toEqual([]);
      expect(await listed('houseSell', { q: 'villa', bedrooms: 4 })).toEqual([2]);
      expect(await listed('carRent', { q: 'toyota', rentPeriod: 'per month' })).toEqual([2]);
    });

    it('orders a search by price', async () => {
      expect(await cars({ q: 'toyota', sort: 'priceAsc', currency: 'ETB' })).toEqual([3, 1, 7, 2]);
      expect(await cars({ q: 'toyota', sort: 'priceDesc', currency: 'ETB' })).toEqual([2, 7, 1, 3]);
      expect(await cars({ q: 'a', sort: 'priceAsc', currency: 'USD' })).toEqual([6, 4]);
    });

    it('pages a filtered search, with an honest count', async () => {
      const first = (await browse('carSell', { q: 'ethiopia', currency: 'ETB', pageSize: 2 }))
        .body as PageBody;
      expect(first.data.map((l) => l.postHash)).toEqual(['carSell-7', 'carSell-5']);
      expect(first.meta).toEqual({ page: 1, pageSize: 2, total: 5, totalCapped: false });
      const last = (
        await browse('carSell', { q: 'ethiopia', currency: 'ETB', pageSize: 2, page: 3 })
      ).body as PageBody;
      expect(last.data.map((l) => l.postHash)).toEqual(['carSell-1']);
      expect(last.meta).toMatchObject({ page: 3, total: 5, totalCapped: false });
      const sorted = (
        await browse('carSell', {
          q: 'ethiopia',
          currency: 'ETB',
          sort: 'priceAsc',
          pageSize: 2,
          page: 2,
        })
      ).body as PageBody;
      expect(sorted.data.map((l) => l.postHash)).toEqual(['carSell-1', 'carSell-7']);
      expect(sorted.meta).toEqual({ page: 2, pageSize: 2, total: 5, totalCapped: false });
    });
  });

  describe('a search with more matches than are gathered for a price order', () => {
    const many = PRICE_ORDERED_MATCHES + 20;
    /** Distinct prices in no order of posting: 10 000, 10 010, … shuffled. */
    const priceOf = (n: number) => 10_000 + ((n * 7919) % many) * 10;
    beforeAll(async () => {
      await insertListings(
        t,
        Array.from({ length: many }, (_, n) =>
          house('houseRent', 1000 + n, {
            houseType: 'Condominium',
            price: priceOf(n),
            createdAt: new Date(Date.UTC(2025, 0, 1) + n * 1000),
          }),
        ),
      );
    });
    const byPrice = Array.from({ length: many }, (_, n) => n).sort(
      (a, b) => priceOf(a) - priceOf(b),
    );

    it('walks the listings in price order, keeping the matches, and counts a few pages ahead', async () => {
      const query = { q: 'condo', sort: 'priceAsc', currency: 'ETB', pageSize: 10 };
      const first = (await browse('houseRent', query).expect(200)).body as PageBody;
      expect(first.data.map((l) => l.postHash)).toEqual(
        byPrice.slice(0, 10).map((n) => `houseRent-${1000 + n}`),
      );
      expect(first.meta).toEqual({ page: 1, pageSize: 10, total: 30, totalCapped: true });
      const fifth = (await browse('houseRent', { ...query, page: 5 }).expect(200)).body as PageBody;
      expect(fifth.data.map((l) => l.postHash)).toEqual(
        byPrice.slice(40, 50).map((n) => `houseRent-${1000 + n}`),
      );
      const down = (await browse('houseRent', { ...query, sort: 'priceDesc' }).expect(200))
        .body as PageBody;
      expect(down.data.map((l) => l.postHash)).toEqual(
        [...byPrice]
          .reverse()
          .slice(0, 10)
          .map((n) => `houseRent-${1000 + n}`),
      );
      const narrowed = (
        await browse('houseRent', { ...query, minPrice: priceOf(byPrice[100]) }).expect(200)
      ).body as PageBody;
      expect(narrowed.data.map((l) => l.postHash)).toEqual(
        byPrice.slice(100, 110).map((n) => `houseRent-${1000 + n}`),
      );
    });
  });

  describe('refusals', () => {
    const refused = async (type: ListingTypeKey, query: Query) => {
      const res = await browse(type, query).expect(400);
      return res.body as { code: string; params?: Record<string, unknown> };
    };

    it('refuses a filter the type does not have, naming it', async () => {
      expect(await refused('carSell', { bedrooms: 2 })).toMatchObject({
        code: 'FILTER_NOT_FOR_TYPE',
        params: { filter: 'bedrooms' },
      });
      expect(await refused('carSell', { rentPeriod: 'per day' })).toMatchObject({
        code: 'FILTER_NOT_FOR_TYPE',
        params: { filter: 'rentPeriod' },
      });
      expect(await refused('houseRent', { make: 'Toyota' })).toMatchObject({
        code: 'FILTER_NOT_FOR_TYPE',
        params: { filter: 'make' },
      });
      expect(await refused('houseSell', { minYear: 2000 })).toMatchObject({
        code: 'FILTER_NOT_FOR_TYPE',
      });
    });

    it('refuses values that are not what the filter takes, with their codes', async () => {
      const cases: [Query, string][] = [
        [{ minYear: 'new' }, 'NOT_A_WHOLE_NUMBER_IN_RANGE'],
        [{ maxYear: 1800 }, 'NOT_A_WHOLE_NUMBER_IN_RANGE'],
        [{ minYear: 2010.5 }, 'NOT_A_WHOLE_NUMBER_IN_RANGE'],
        [{ transmission: 'x'.repeat(31) }, 'TOO_LONG'],
        [{ make: 'x'.repeat(61) }, 'TOO_LONG'],
        [{ sort: 'cheapest' }, 'NOT_ONE_OF'],
        [{ sort: 'priceAsc' }, 'PRICE_SORT_NEEDS_CURRENCY'],
        [{ minYear: 2020, maxYear: 2010 }, 'RANGE_REVERSED'],
        [{ minPrice: 5, maxPrice: 1 }, 'RANGE_REVERSED'],
        [{ currency: 'EUR' }, 'NOT_A_CURRENCY'],
        [{ colour: 'red' }, 'UNKNOWN_FIELD'],
      ];
      for (const [query, code] of cases) {
        expect({ query, code: (await refused('carSell', query)).code }).toEqual({ query, code });
      }
      expect((await refused('houseSell', { bedrooms: -1 })).code).toBe(
        'NOT_A_WHOLE_NUMBER_IN_RANGE',
      );
      expect((await refused('houseSell', { minArea: 'big' })).code).toBe(
        'NOT_A_WHOLE_NUMBER_IN_RANGE',
      );
      expect((await refused('houseRent', { rentPeriod: 'per week' })).code).toBe('NOT_ONE_OF');
    });
  });

  describe('pick-list values', () => {
    const choices = (type: string) => request(t.http).get(`/api/listings/${type}/choices`);

    it('gives the makes and models of a type, each spelling once, to anyone, cacheably', async () => {
      const res = await choices('carSell').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body).toEqual({
        status: 'success',
        data: {
          makes: [
            { make: 'Hyundai', models: ['i10'] },
            { make: 'Suzuki', models: ['Dzire'] },
            { make: expect.stringMatching(/^toyota$/i), models: expect.any(Array) },
            { make: 'VW', models: ['Golf'] },
          ],
          places: [
            {
              region: 'Addis Ababa',
              cities: [{ city: 'Addis Ababa', subcities: ['Bole', 'Kirkos'] }],
            },
            { region: 'Amhara', cities: [{ city: 'Bahir Dar', subcities: ['Belay Zeleke'] }] },
            { region: 'Oromia', cities: [{ city: 'Adama', subcities: ['Dabe'] }] },
          ],
        },
      });
      const toyota = (res.body.data.makes as { models: string[] }[])[2].models;
      expect(toyota.map((m) => m.toLowerCase())).toEqual(['corolla', 'land cruiser', 'vitz']);
    });

    it('gives houses their places and no makes', async () => {
      const res = await choices('houseRent').expect(200);
      expect(res.body.data).toEqual({
        makes: [],
        places: [{ region: 'Addis Ababa', cities: [{ city: 'Addis Ababa', subcities: ['Bole'] }] }],
      });
    });

    it('leaves out the values of listings that are not public', async () => {
      const res = await choices('carRent').expect(200);
      expect(res.body.data).toEqual({
        makes: [{ make: 'Toyota', models: ['Vitz'] }],
        places: [{ region: 'Addis Ababa', cities: [{ city: 'Addis Ababa', subcities: ['Bole'] }] }],
      });
    });

    it('answers an unknown type with a coded 404', async () => {
      const res = await choices('boats').expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    });
  });
});
