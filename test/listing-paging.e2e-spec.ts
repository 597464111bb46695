import type { Listing } from '../src/modules/listings/entities/listing.entity';
import { asUser } from './utils/as-user';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { insertListings } from './utils/listing-rows';
import { createTestApp, TestApp } from './utils/test-app';

type PageBody = {
  data: { postHash: string }[];
  meta: { page: number; pageSize: number; total: number; totalCapped: boolean };
};

/**
 * Deep pages: a page past the middle is read from the far end, one far from both ends skips its
 * rows in the index. Whichever way a page is read, paging through gives every public listing
 * once, in the order asked for, ties (equal dates, equal prices) broken by the id.
 */
describe('Paging deep into a type', () => {
  let t: TestApp;
  let buyer: SignedInUser;
  const COUNT = 460;
  const PAGE_SIZE = 35;
  /** Listings in the order they were inserted (ids ascending), with what orders them. */
  const listings: {
    postHash: string;
    createdAt: number;
    price: number;
    status: string;
    region: string;
  }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    let seller: SignedInUser;
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    const rows: Partial<Listing>[] = [];
    for (let n = 0; n < COUNT; n++) {
      const listing = {
        postHash: `deep-${n}`,
        // Every third listing shares its date with the one before; prices repeat every 17.
        createdAt: Date.UTC(2026, 0, 1) + (n - (n % 3 === 2 ? 1 : 0)) * 60_000,
        price: 1000 + (n % 17) * 100,
        status: n % 11 === 5 ? 'hidden' : 'active',
        region: n % 4 === 0 ? 'Oromia' : 'Addis Ababa',
      };
      listings.push(listing);
      rows.push({
        type: 'houseRent',
        postHash: listing.postHash,
        sellerId: seller.id,
        houseType: 'Apartment',
        area: 80,
        bedrooms: 2,
        bathrooms: 1,
        livingRooms: 1,
        price: listing.price,
        currency: 'ETB',
        rentPeriod: 'per month',
        status: listing.status as Listing['status'],
        country: 'Ethiopia',
        region: listing.region,
        city: 'Addis Ababa',
        subcity: 'Bole',
        imageFront: 'listings/x/front.webp',
        imageBack: 'listings/x/back.webp',
        imageRight: 'listings/x/right.webp',
        imageLeft: 'listings/x/left.webp',
        createdAt: new Date(listing.createdAt),
      });
    }
    await insertListings(t, rows);
  }, 60_000);
  afterAll(() => t.close());

  /** Every page of the browse in turn, then the one past the last. */
  async function allPages(query: Record<string, string>) {
    const hashes: string[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const body = (
        await asUser(t.http, buyer)
          .get('/api/seller/houseRent')
          .query({ ...query, page, pageSize: PAGE_SIZE })
          .expect(200)
      ).body as PageBody;
      if (!body.data.length) break;
      expect(body.meta.totalCapped).toBe(false);
      total = body.meta.total;
      hashes.push(...body.data.map((listing) => listing.postHash));
    }
    return { hashes, total };
  }

  /** The public listings in the order: by `key`, then the id (insertion order), both `direction`. */
  function expected(
    key: 'createdAt' | 'price',
    direction: 1 | -1,
    keep: (listing: (typeof listings)[number]) => boolean = () => true,
  ) {
    return listings
      .map((listing, id) => ({ ...listing, id }))
      .filter((listing) => listing.status === 'active' && keep(listing))
      .sort((a, b) => direction * (a[key] - b[key] || a.id - b.id))
      .map((listing) => listing.postHash);
  }

  it('gives every public listing once, newest first, from the first page to the last', async () => {
    const { hashes, total } = await allPages({});
    expect(hashes).toEqual(expected('createdAt', -1));
    expect(total).toBe(hashes.length);
  });

  it('does the same in either price order', async () => {
    expect((await allPages({ sort: 'priceAsc', currency: 'ETB' })).hashes).toEqual(
      expected('price', 1),
    );
    expect((await allPages({ sort: 'priceDesc', currency: 'ETB' })).hashes).toEqual(
      expected('price', -1),
    );
  });

  it('does the same with a filter, whose matches are counted', async () => {
    const { hashes, total } = await allPages({ region: 'Addis Ababa' });
    expect(hashes).toEqual(
      expected('createdAt', -1, (listing) => listing.region === 'Addis Ababa'),
    );
    expect(total).toBe(hashes.length);
  });

  it('answers the last page, a short one, and a page past it with nothing', async () => {
    const publicCount = expected('createdAt', -1).length;
    const lastPage = Math.ceil(publicCount / PAGE_SIZE);
    const last = (
      await asUser(t.http, buyer)
        .get('/api/seller/houseRent')
        .query({ page: lastPage, pageSize: PAGE_SIZE })
        .expect(200)
    ).body as PageBody;
    expect(last.data.map((listing) => listing.postHash)).toEqual(
      expected('createdAt', -1).slice((lastPage - 1) * PAGE_SIZE),
    );
    expect(last.data.length).toBe(publicCount - (lastPage - 1) * PAGE_SIZE);
    const past = (
      await asUser(t.http, buyer)
        .get('/api/seller/houseRent')
        .query({ page: lastPage + 1, pageSize: PAGE_SIZE })
        .expect(200)
    ).body as PageBody;
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(publicCount);
  });
});
