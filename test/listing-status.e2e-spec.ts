import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingLifecycle } from '../src/modules/listings/listing-lifecycle';
import type { ListingTypeKey } from '../src/modules/listings/listing-types';
import { asUser } from './utils/as-user';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
} from './utils/factories';
import { postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

type Wire = { postHash: string; status: string; statusReason: string | null; expiresAt: string };

/**
 * A listing's status decides who sees it: public reads (browse, search, totals, latest, detail)
 * show active listings only; its seller and staff see it in any status, with the reason.
 */
describe('Listing status', () => {
  const type: ListingTypeKey = 'houseRent';
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let manager: SignedInUser;
  let lifecycle: ListingLifecycle;
  let kept: string;
  let changed: string;

  beforeAll(async () => {
    t = await createTestApp();
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    await creditSeller(t, seller);
    manager = (await createStaff(t, 2)) as SignedInUser;
    lifecycle = t.app.get(ListingLifecycle);
    kept = await postedHash(t.http, seller.token, type);
    changed = await postedHash(t.http, seller.token, type);
  });
  afterAll(() => t.close());

  const idOf = async (postHash: string) =>
    (await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash })).id;

  /** What a buyer finds: the browse page (and its total), a search, the home page. */
  async function publicView() {
    const page = await asUser(t.http, buyer).get(`/api/seller/${type}`).expect(200);
    const search = await asUser(t.http, buyer)
      .get(`/api/seller/${type}`)
      .query({ q: 'romi' })
      .expect(200);
    const latest = await request(t.http).get('/api/listings/latest').expect(200);
    const hashes = (body: { data: Wire[] }) => body.data.map((l) => l.postHash).sort();
    return {
      browse: hashes(page.body),
      total: page.body.meta.total as number,
      search: hashes(search.body),
      latest: hashes(latest.body),
    };
  }

  it('a posted listing is public, with its expiry a full period ahead', async () => {
    const res = await asUser(t.http, buyer).get(`/api/seller/${type}/${changed}`).expect(200);
    expect(res.body.data).toMatchObject({ status: 'active', statusReason: null });
    const days = (new Date(res.body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    const view = await publicView();
    expect(view.browse).toEqual([changed, kept].sort());
    expect(view.total).toBe(2);
  });

  it('a hidden listing leaves every public read; its seller and staff still see it and why', async () => {
    await lifecycle.hide(await idOf(changed), 'The photos belong to another listing');
    const view = await publicView();
    expect(view).toEqual({ browse: [kept], total: 1, search: [kept], latest: [kept] });
    const refused = await asUser(t.http, buyer).get(`/api/seller/${type}/${changed}`).expect(404);
    expect(refused.body.code).toBe('LISTING_NOT_FOUND');

    const own = await asUser(t.http, seller).get(`/api/seller/${type}/${changed}`).expect(200);
    expect(own.body.data).toMatchObject({
      status: 'hidden',
      statusReason: 'The photos belong to another listing',
    });
    const ownList = await asUser(t.http, seller).get(`/api/perSeller/${type}`).expect(200);
    expect((ownList.body.data as Wire[]).map((l) => l.status).sort()).toEqual(['active', 'hidden']);
    expect(ownList.body.meta.total).toBe(2);
    await asUser(t.http, manager).get(`/api/seller/${type}/${changed}`).expect(200);
  });

  it('restoring brings it back everywhere; restoring twice is refused', async () => {
    await lifecycle.restore(await idOf(changed));
    const view = await publicView();
    expect(view.browse).toEqual([changed, kept].sort());
    expect(view.search).toEqual([changed, kept].sort());
    expect(view.total).toBe(2);
    await expect(lifecycle.restore(await idOf(changed))).rejects.toMatchObject({ status: 409 });
  });

  it('expires only once its time has come, and only once', async () => {
    const id = await idOf(changed);
    expect(await lifecycle.expire(id)).toBe(false);
    await t.dataSource
      .getRepository(Listing)
      .update({ id }, { expiresAt: new Date(Date.now() - 1000) });
    const [first, second] = await Promise.all([lifecycle.expire(id), lifecycle.expire(id)]);
    expect([first, second].sort()).toEqual([false, true]);
    const view = await publicView();
    expect(view).toEqual({ browse: [kept], total: 1, search: [kept], latest: [kept] });
  });

  it('renewal brings an expired listing back at the top, for a full period', async () => {
    const before = await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash: kept });
    const renewed = await lifecycle.renew(await idOf(changed), seller.id);
    expect(renewed.status).toBe('active');
    expect(renewed.createdAt.getTime()).toBeGreaterThan(before.createdAt.getTime());
    const page = await asUser(t.http, buyer).get(`/api/seller/${type}`).expect(200);
    expect((page.body.data as Wire[]).map((l) => l.postHash)).toEqual([changed, kept]);
    const search = await asUser(t.http, buyer)
      .get(`/api/seller/${type}`)
      .query({ q: 'romi' })
      .expect(200);
    expect((search.body.data as Wire[]).map((l) => l.postHash)).toEqual([changed, kept]);
    expect(page.body.meta.total).toBe(2);
  });

  it('refuses renewing a listing far from its expiry, or someone else’s', async () => {
    await expect(lifecycle.renew(await idOf(kept), seller.id)).rejects.toMatchObject({
      status: 400,
    });
    const other = await registerSeller(t.http);
    await expect(lifecycle.renew(await idOf(kept), other.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a deleted hidden listing leaves the public total alone', async () => {
    await lifecycle.hide(await idOf(changed), 'Offensive');
    await asUser(t.http, seller).delete(`/api/perSeller/${type}/${changed}`).expect(200);
    const view = await publicView();
    expect(view.total).toBe(1);
    expect(view.browse).toEqual([kept]);
  });
});
