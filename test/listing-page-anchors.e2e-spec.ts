import type { Listing } from '../src/modules/listings/entities/listing.entity';
import { PageAnchors, PageAnchorsJob } from '../src/modules/listings/page-anchors';
import { asUser } from './utils/as-user';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
} from './utils/factories';
import { houseForRent, insertListings } from './utils/listing-rows';
import { postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Anchors this close together: the pages from the 200th listing to the 200th from the end start
 * at one.
 */
const SPACING = 25;
const PAGE_SIZE = 20;
const COUNT = 480;

/**
 * A page asked for by its number, far from both ends, starts at the nearest anchor before it
 * (PageAnchors) instead of skipping every listing above it. Whatever happened since the anchors
 * were placed (posts, removals, moderation), paging through by number still gives every public
 * listing once, newest first, with ties on the date broken by the id.
 */
describe('Browse pages from their anchors', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    manager = (await createStaff(t, 2)) as SignedInUser;
    const rows: Partial<Listing>[] = [];
    for (let n = 0; n < COUNT; n++) {
      rows.push({
        ...houseForRent({ sellerId: seller.id }),
        postHash: `anchored-${n}`,
        // Every third listing shares its date with the one before.
        createdAt: new Date(Date.UTC(2026, 0, 1) + (n - (n % 3 === 2 ? 1 : 0)) * 60_000),
        status: n % 13 === 4 ? 'hidden' : 'active',
      });
    }
    await insertListings(t, rows);
  }, 60_000);
  afterAll(() => t.close());

  /** The public houses for rent, newest first, as the database orders them. */
  async function expectedOrder(): Promise<string[]> {
    const rows = await t.dataSource.query<{ postHash: string }[]>(
      "SELECT postHash FROM listings WHERE type = 'houseRent' AND status = 'active' " +
        'ORDER BY createdAt DESC, id DESC',
    );
    return rows.map((row) => row.postHash);
  }

  /** The listings of one page asked for by its number. */
  async function pageByNumber(page: number): Promise<string[]> {
    const body = (
      await asUser(t.http, buyer)
        .get('/api/seller/houseRent')
        .query({ page, pageSize: PAGE_SIZE })
        .expect(200)
    ).body as { data: { postHash: string }[] };
    return body.data.map((listing) => listing.postHash);
  }

  /** Every page by its number, from the first until one comes back empty. */
  async function pagesByNumber(): Promise<string[]> {
    const hashes: string[] = [];
    for (let page = 1; page < 100; page++) {
      const listed = await pageByNumber(page);
      if (!listed.length) break;
      hashes.push(...listed);
    }
    return hashes;
  }

  const anchors = () => PageAnchors.of(t.dataSource.manager, 'houseRent');

  it('places an anchor every so many public listings, and pages read from them', async () => {
    const publicCount = (await expectedOrder()).length;
    expect(await PageAnchors.rebuild(t.dataSource, 'houseRent', SPACING)).toBe(
      Math.floor((publicCount - 1) / SPACING),
    );
    const placed = await anchors();
    expect(placed.map((anchor) => anchor.position)).toEqual(
      placed.map((_, i) => (i + 1) * SPACING),
    );
    // Each anchor is the listing at its position.
    const order = await expectedOrder();
    const hashes = await t.dataSource.query<{ id: number; postHash: string }[]>(
      "SELECT id, postHash FROM listings WHERE type = 'houseRent'",
    );
    for (const anchor of placed) {
      const listing = hashes.find((row) => Number(row.id) === anchor.listingId)!;
      expect(order[anchor.position]).toBe(listing.postHash);
    }
    expect(await pagesByNumber()).toEqual(order);
    // The pages past the 200th listing do start at the anchors: an anchor one off moves them.
    await t.dataSource.query(
      "UPDATE listing_page_anchors SET position = position + 1 WHERE type = 'houseRent'",
    );
    expect(await pageByNumber(11)).toEqual(order.slice(10 * PAGE_SIZE - 1, 11 * PAGE_SIZE - 1));
    // The last page is read from the far end, which is nearer: the anchors do not move it.
    const lastPage = Math.ceil(order.length / PAGE_SIZE);
    expect(await pageByNumber(lastPage)).toEqual(order.slice((lastPage - 1) * PAGE_SIZE));
    await PageAnchors.rebuild(t.dataSource, 'houseRent', SPACING);
  });

  it('keeps every page right through posts, removals and moderation, without placing them again', async () => {
    const before = await anchors();
    await creditSeller(t, seller);
    const posted = await postedHash(t.http, seller.token, 'houseRent');
    const order = await expectedOrder();
    // One from the middle removed by its seller, one near the end hidden by a moderator.
    await asUser(t.http, seller).delete(`/api/perSeller/houseRent/${order[240]}`).expect(200);
    await asUser(t.http, manager)
      .post(`/api/moderation/listings/houseRent/${order[300]}/hide`)
      .send({ reason: 'The photos show another house.' })
      .expect(200);
    const after = await anchors();
    expect(after.map((anchor) => anchor.listingId)).toEqual(before.map((a) => a.listingId));
    // The new post is above every anchor; the removals are above the anchors past them.
    expect(after.map((anchor) => anchor.position)).toEqual(
      before.map(
        (anchor) =>
          anchor.position + 1 - (anchor.position >= 240 ? 1 : 0) - (anchor.position >= 300 ? 1 : 0),
      ),
    );
    const now = await expectedOrder();
    expect(now[0]).toBe(posted);
    expect(await pagesByNumber()).toEqual(now);
  });

  it('anchors a type again once listings pile up above its first anchor', async () => {
    const job = t.app.get(PageAnchorsJob);
    expect(await job.run(undefined, SPACING)).toEqual([]);
    const rows: Partial<Listing>[] = [];
    for (let n = 0; n < 2 * SPACING; n++) {
      rows.push({
        ...houseForRent({ sellerId: seller.id }),
        postHash: `piled-${n}`,
        createdAt: new Date(Date.UTC(2026, 5, 1) + n * 60_000),
      });
    }
    await insertListings(t, rows);
    expect(await job.run(undefined, SPACING)).toEqual(['houseRent']);
    const placed = await anchors();
    expect(placed[0].position).toBe(SPACING);
    expect(await pagesByNumber()).toEqual(await expectedOrder());
  });
});
