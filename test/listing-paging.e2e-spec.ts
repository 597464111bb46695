import type { Listing } from '../src/modules/listings/entities/listing.entity';
import { asUser } from './utils/as-user';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { houseForRent, insertListings } from './utils/listing-rows';
import { statementsSentDuring } from './utils/sent-statements';
import { createTestApp, TestApp } from './utils/test-app';

type PageBody = {
  data: { postHash: string }[];
  meta: {
    page: number;
    pageSize: number;
    total: number;
    totalCapped: boolean;
    next?: string;
    previous?: string;
  };
};

/**
 * Deep pages: a page past the middle is read from the far end, one far from both ends skips its
 * rows in the index, and one reached from the page beside it (its cursor) starts where that one
 * ended. Whichever way a page is read, paging through gives every public listing once, in the
 * order asked for, ties (equal dates, equal prices) broken by the id.
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
      rows.push(
        houseForRent({
          postHash: listing.postHash,
          sellerId: seller.id,
          price: listing.price,
          status: listing.status as Listing['status'],
          region: listing.region,
          createdAt: new Date(listing.createdAt),
        }),
      );
    }
    await insertListings(t, rows);
  }, 60_000);
  afterAll(() => t.close());

  const browse = (query: Record<string, string | number | undefined>) =>
    asUser(t.http, buyer)
      .get('/api/seller/houseRent')
      .query({ pageSize: PAGE_SIZE, ...query });

  /** Every page by its number, from the first; then each one again from the next's cursor. */
  async function byCursors(query: Record<string, string>) {
    const numbered: PageBody[] = [];
    for (let page = 1; ; page++) {
      const body = (await browse({ ...query, page }).expect(200)).body as PageBody;
      if (!body.data.length) break;
      numbered.push(body);
    }
    const forward: PageBody[] = [numbered[0]];
    while (forward[forward.length - 1].meta.next) {
      const from = forward[forward.length - 1];
      const page = from.meta.page + 1;
      forward.push((await browse({ ...query, page, cursor: from.meta.next! }).expect(200)).body);
    }
    const backward: PageBody[] = [forward[forward.length - 1]];
    while (backward[0].meta.previous) {
      const from = backward[0];
      const page = from.meta.page - 1;
      backward.unshift(
        (await browse({ ...query, page, cursor: from.meta.previous! }).expect(200)).body,
      );
    }
    return { numbered, forward, backward };
  }

  const hashesOf = (pages: PageBody[]) => pages.map((page) => page.data.map((l) => l.postHash));

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

  /**
   * The plans of the page reads (by date) that browsing `pages` with `query` sends, each read
   * given `values` in order. A page size of its own: statements of shapes no other case has
   * compiled.
   */
  async function plansOfPageReads(
    query: Record<string, string>,
    values: string[],
    pages: (total: number, pageSize: number) => number[],
  ): Promise<{ directions: (string | undefined)[]; plans: string[] }> {
    const mysql = t.dataSource.options.type !== 'better-sqlite3';
    const pageSize = 23;
    const sent = await statementsSentDuring(t.dataSource, async () => {
      const first = (await browse({ ...query, page: 1, pageSize }).expect(200)).body as PageBody;
      expect(first.data).toHaveLength(pageSize);
      for (const page of pages(first.meta.total, pageSize)) {
        const more = (await browse({ ...query, page, pageSize }).expect(200)).body as PageBody;
        expect(more.data.length).toBeGreaterThan(0);
      }
    });
    const pageReads = sent.filter((sql) => /ORDER BY [`"]l[`"]\.[`"]createdAt[`"]/.test(sql));
    const plans: string[] = [];
    for (const sql of pageReads) {
      // The status and the page's bounds are in the text: only the type and filters are bound.
      expect(sql.match(/\?/g)).toHaveLength(values.length);
      const plan = await t.dataSource.query<{ key?: string; detail?: string }[]>(
        `${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`,
        values,
      );
      // MySQL names the index it reads in `key`; SQLite says SEARCH … USING INDEX.
      plans.push(plan.map((step) => step.key ?? step.detail).join(' '));
    }
    return { directions: pageReads.map((sql) => /createdAt[`"] (ASC|DESC)/.exec(sql)?.[1]), plans };
  }

  it("reads a whole type's first and last pages through that type's index by date", async () => {
    const { directions, plans } = await plansOfPageReads({}, ['houseRent'], (total, size) => [
      Math.ceil(total / size),
    ]);
    // The first page newest first; the last one, nearer the end, oldest first.
    expect(directions).toEqual(['DESC', 'ASC']);
    for (const plan of plans) {
      expect(plan).toMatch(
        /^(IDX_listings_type_status_created|SEARCH l USING (COVERING )?INDEX IDX_listings_type_status_created )/,
      );
    }
  });

  it("reads a filtered page through an index of that type's listings", async () => {
    const { directions, plans } = await plansOfPageReads(
      { region: 'Oromia' },
      ['houseRent', 'Oromia'],
      () => [2],
    );
    expect(directions).toEqual(['DESC', 'DESC']);
    for (const plan of plans) {
      expect(plan).toMatch(
        /^(IDX_listings_type_|SEARCH l USING (COVERING )?INDEX IDX_listings_type_)/,
      );
    }
  });

  it.each([
    ['newest first', {}],
    ['by price, lowest first', { sort: 'priceAsc', currency: 'ETB' }],
    ['by price, highest first', { sort: 'priceDesc', currency: 'ETB' }],
    ['with a filter', { region: 'Addis Ababa' }],
  ])(
    'reads each page from the cursor of the page beside it, %s, as by its number',
    async (_, query: Record<string, string>) => {
      const { numbered, forward, backward } = await byCursors(query);
      expect(numbered.length).toBeGreaterThan(3);
      expect(hashesOf(forward)).toEqual(hashesOf(numbered));
      // Back to page 2: page 1 is read from the top, by its number.
      expect(hashesOf(backward)).toEqual(hashesOf(numbered.slice(1)));
      expect(forward.map((page) => page.meta.page)).toEqual(numbered.map((p) => p.meta.page));
      expect(forward[forward.length - 1].meta.total).toBe(numbered[0].meta.total);
    },
  );

  it('offers no cursor past the last page, nor to page 1, nor for a search', async () => {
    const { numbered } = await byCursors({});
    expect(numbered[0].meta.next).toBeDefined();
    expect(numbered[0].meta.previous).toBeUndefined();
    expect(numbered[1].meta.previous).toBeUndefined();
    expect(numbered[2].meta.previous).toBeDefined();
    expect(numbered[numbered.length - 1].meta.next).toBeUndefined();
    const search = (await browse({ q: 'apartment', page: 2 }).expect(200)).body as PageBody;
    expect(search.data.length).toBeGreaterThan(0);
    expect(search.meta.next).toBeUndefined();
    expect(search.meta.previous).toBeUndefined();
  });

  it('refuses a cursor that is not one, or that opens another page or order', async () => {
    const first = (await browse({ page: 1 }).expect(200)).body as PageBody;
    for (const query of [
      { page: 2, cursor: 'not-a-cursor' },
      { page: 2, cursor: Buffer.from('[2,"newest","after","x",1]').toString('base64url') },
      { page: 3, cursor: first.meta.next! },
      { page: 2, cursor: first.meta.next!, sort: 'priceAsc', currency: 'ETB' },
      { page: 2, cursor: 'x'.repeat(201) },
    ]) {
      const res = await browse(query).expect(400);
      expect(res.body.code).toBe(query.cursor.length > 200 ? 'TOO_LONG' : 'PAGE_CURSOR_INVALID');
    }
  });

  // Last: it adds a listing.
  it('goes on from where the page ended when a listing is posted meanwhile', async () => {
    const first = (await browse({ page: 1 }).expect(200)).body as PageBody;
    const seller = await registerSeller(t.http);
    await insertListings(t, [
      houseForRent({
        postHash: 'deep-posted-meanwhile',
        sellerId: seller.id,
        createdAt: new Date(Date.UTC(2027, 0, 1)),
      }),
    ]);
    const second = (await browse({ page: 2, cursor: first.meta.next! }).expect(200))
      .body as PageBody;
    // By its number, page 2 would now repeat the last card of page 1.
    expect(second.data[0].postHash).toBe(expected('createdAt', -1)[PAGE_SIZE]);
    const refreshed = (await browse({ page: 1 }).expect(200)).body as PageBody;
    expect(refreshed.data[0].postHash).toBe('deep-posted-meanwhile');
  });
});
