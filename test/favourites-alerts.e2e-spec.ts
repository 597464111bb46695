import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingLifecycle } from '../src/modules/listings/listing-lifecycle';
import { ListingsService } from '../src/modules/listings/listings.service';
import { MailService } from '../src/modules/mail/mail.service';
import { SavedAlert } from '../src/modules/saved/entities/saved-alert.entity';
import { SavedAlertsJob } from '../src/modules/saved/saved-alerts.job';
import { asUser } from './utils/as-user';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

type Favourite = { postHash: string; state: string; title: string; price: number; city: string };
type Alert = {
  id: number;
  kind: string;
  searchName: string | null;
  listing: { postHash: string; title: string; price: number };
  previousPrice: number | null;
  read: boolean;
};

/**
 * Favourites, saved searches and their alerts are each account's own; the alert job, however
 * often and however many times at once it runs, alerts a listing once per search, only public
 * listings, and mails each search at most once a day with a working unsubscribe link.
 */
describe('Favourites, saved searches and alerts', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let job: SavedAlertsJob;

  beforeAll(async () => {
    // The schedule stays out of the way: each test runs the job itself.
    t = await createTestApp({ env: { ALERTS_EVERY_SECONDS: '3600' } });
    seller = await registerSeller(t.http);
    await creditSeller(t, seller, 500_000);
    job = t.app.get(SavedAlertsJob);
  });
  afterAll(() => t.close());

  async function post(model: string, overrides: Record<string, string> = {}): Promise<string> {
    const res = await postListing(
      t.http,
      seller.token,
      'carSell',
      formFor('carSell', { vehicleModel: model, ...overrides }),
    );
    expect(res.status).toBe(201);
    return (res.body as { data: { postHash: string } }).data.postHash;
  }
  const idOf = async (postHash: string) =>
    (await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash })).id;
  const favourites = async (user: SignedInUser) =>
    (await asUser(t.http, user).get('/api/favourites').expect(200)).body.data as Favourite[];
  const alerts = async (user: SignedInUser) => {
    const res = await asUser(t.http, user).get('/api/alerts').query({ pageSize: 50 }).expect(200);
    return { list: res.body.data as Alert[], unread: res.body.meta.unread as number };
  };
  const saveSearch = (user: SignedInUser, body: Record<string, unknown>) =>
    asUser(t.http, user).post('/api/saved-searches').send(body);

  describe('favourites', () => {
    let buyer: SignedInUser;
    let other: SignedInUser;
    beforeAll(async () => {
      [buyer, other] = await Promise.all([registerBuyer(t.http), registerBuyer(t.http)]);
    });

    it('saves, lists and removes a listing; saving twice keeps one', async () => {
      const postHash = await post('Yaris');
      const saved = await asUser(t.http, buyer).put(`/api/favourites/${postHash}`).expect(200);
      expect(saved.body.data).toMatchObject({
        postHash,
        state: 'available',
        title: 'Toyota Yaris 2015',
        price: 1850000,
        currency: 'ETB',
        city: 'Addis Ababa',
        type: 'carSell',
      });
      expect(saved.body.data.thumbnail).toContain(`/${postHash}/`);
      await asUser(t.http, buyer).put(`/api/favourites/${postHash}`).expect(200);
      expect((await favourites(buyer)).map((f) => f.postHash)).toEqual([postHash]);

      await asUser(t.http, buyer).delete(`/api/favourites/${postHash}`).expect(200);
      expect(await favourites(buyer)).toEqual([]);
      const again = await asUser(t.http, buyer).delete(`/api/favourites/${postHash}`).expect(404);
      expect(again.body.code).toBe('FAVOURITE_NOT_FOUND');
    });

    it('shows a hidden, a sold and a removed listing as such, with what they were', async () => {
      const [kept, hidden, sold, removed] = [
        await post('Kept'),
        await post('Hidden'),
        await post('Sold'),
        await post('Removed'),
      ];
      for (const postHash of [kept, hidden, sold, removed]) {
        await asUser(t.http, buyer).put(`/api/favourites/${postHash}`).expect(200);
      }
      await t.app.get(ListingLifecycle).hide(await idOf(hidden), 'Wrong photos');
      // Sold to a buyer who asked the seller, through the seller's own "mark as sold".
      const purchaser = await registerBuyer(t.http);
      await subscribeBuyer(t, purchaser);
      await asUser(t.http, purchaser)
        .post('/api/buyer/request')
        .send({ sellerId: seller.id })
        .expect(200);
      await asUser(t.http, seller)
        .post('/api/success/carSell')
        .send({ buyerId: purchaser.id, postHash: sold })
        .expect(201);
      await t.app.get(ListingsService).remove('carSell', removed, seller.id);

      const byHash = new Map((await favourites(buyer)).map((f) => [f.postHash, f]));
      expect(byHash.get(kept)).toMatchObject({ state: 'available', title: 'Toyota Kept 2015' });
      expect(byHash.get(hidden)).toMatchObject({
        state: 'unavailable',
        title: 'Toyota Hidden 2015',
      });
      expect(byHash.get(sold)).toMatchObject({ state: 'sold', title: 'Toyota Sold 2015' });
      expect(byHash.get(removed)).toMatchObject({
        state: 'removed',
        title: 'Toyota Removed 2015',
        price: 1850000,
        city: 'Addis Ababa',
      });

      // A listing that is not public cannot be saved any more.
      const refused = await asUser(t.http, other).put(`/api/favourites/${hidden}`).expect(404);
      expect(refused.body.code).toBe('LISTING_NOT_FOUND');
    });

    it("never shows or changes another account's favourites", async () => {
      const postHash = await post('Mine');
      await asUser(t.http, buyer).put(`/api/favourites/${postHash}`).expect(200);
      expect(await favourites(other)).toEqual([]);
      await asUser(t.http, other).delete(`/api/favourites/${postHash}`).expect(404);
      expect((await favourites(buyer)).some((f) => f.postHash === postHash)).toBe(true);

      // A seller keeps favourites too, apart from a buyer with the same id.
      await asUser(t.http, seller).put(`/api/favourites/${postHash}`).expect(200);
      expect((await favourites(seller)).map((f) => f.postHash)).toEqual([postHash]);

      await request(t.http).get('/api/favourites').expect(401);
      const staff = (await createStaff(t, 1)) as SignedInUser;
      await asUser(t.http, staff).get('/api/favourites').expect(403);
    });
  });

  describe('saved searches', () => {
    let buyer: SignedInUser;
    let other: SignedInUser;
    beforeAll(async () => {
      [buyer, other] = await Promise.all([registerBuyer(t.http), registerBuyer(t.http)]);
    });

    it('saves the browse query as the browse takes it, lists, renames and deletes it', async () => {
      const created = await saveSearch(buyer, {
        name: '  Corolla under 2M ',
        type: 'carSell',
        query: { q: 'corolla', maxPrice: '2000000', currency: 'ETB', page: undefined },
      }).expect(201);
      const search = created.body.data;
      expect(search).toMatchObject({
        name: 'Corolla under 2M',
        type: 'carSell',
        query: { q: 'corolla', maxPrice: 2000000, currency: 'ETB' },
        emailAlerts: true,
      });
      const list = await asUser(t.http, buyer).get('/api/saved-searches').expect(200);
      expect((list.body.data as { id: number }[]).map((s) => s.id)).toEqual([search.id]);

      const renamed = await asUser(t.http, buyer)
        .patch(`/api/saved-searches/${search.id}`)
        .send({ name: 'Cheap Corollas' })
        .expect(200);
      expect(renamed.body.data).toMatchObject({ id: search.id, name: 'Cheap Corollas' });

      // Another account neither sees nor changes it.
      const others = await asUser(t.http, other).get('/api/saved-searches').expect(200);
      expect(others.body.data).toEqual([]);
      const refused = await asUser(t.http, other)
        .patch(`/api/saved-searches/${search.id}`)
        .send({ name: 'Mine now' })
        .expect(404);
      expect(refused.body.code).toBe('SAVED_SEARCH_NOT_FOUND');
      await asUser(t.http, other).delete(`/api/saved-searches/${search.id}`).expect(404);

      await asUser(t.http, buyer).delete(`/api/saved-searches/${search.id}`).expect(200);
      const after = await asUser(t.http, buyer).get('/api/saved-searches').expect(200);
      expect(after.body.data).toEqual([]);
    });

    it('refuses a query the browse would refuse, with its code', async () => {
      const foreign = await saveSearch(buyer, {
        name: 'Cars with bedrooms',
        type: 'carSell',
        query: { bedrooms: 3 },
      }).expect(400);
      expect(foreign.body.code).toBe('FILTER_NOT_FOR_TYPE');
      const unknown = await saveSearch(buyer, {
        name: 'Odd',
        type: 'carSell',
        query: { colour: 'red' },
      }).expect(400);
      expect(unknown.body.code).toBe('UNKNOWN_FIELD');
      const nameless = await saveSearch(buyer, { name: ' ', type: 'carSell' }).expect(400);
      expect(nameless.body.code).toBe('FIELD_REQUIRED');
      const badType = await saveSearch(buyer, { name: 'x', type: 'boats' }).expect(400);
      expect(badType.body.code).toBe('NOT_ONE_OF');
    });
  });

  describe('alerts', () => {
    let buyer: SignedInUser;
    let searchId: number;
    const mailsTo = (user: SignedInUser) => t.app.get(MailService).listDevMailbox(user.email);

    beforeAll(async () => {
      buyer = await registerBuyer(t.http);
      const res = await saveSearch(buyer, {
        name: 'Land Cruiser',
        type: 'carSell',
        query: { q: 'cruiser', currency: 'ETB' },
      }).expect(201);
      searchId = res.body.data.id;
    });

    it('alerts each new public match once, however often and however many times at once the job runs', async () => {
      const first = await post('Land Cruiser');
      const second = await post('Land Cruiser', { price: '2500000' });
      const hidden = await post('Land Cruiser');
      await post('Corolla');
      await post('Land Cruiser', { priceCurrency: 'USD', price: '40000' });
      await t.app.get(ListingLifecycle).hide(await idOf(hidden), 'Duplicate');

      // Two instances' timers at once: one takes the lease, the other skips the run.
      const runs = await Promise.all([job.runOnSchedule(), job.runOnSchedule()]);
      expect(runs.filter((run) => run !== undefined)).toHaveLength(1);
      // Runs that overlap without the lease, and a rerun, add nothing.
      await Promise.all([job.run(), job.run()]);
      await job.run();

      const { list, unread } = await alerts(buyer);
      expect(list.map((a) => a.listing.postHash).sort()).toEqual([first, second].sort());
      expect(list.every((a) => a.kind === 'newMatch' && a.searchName === 'Land Cruiser')).toBe(
        true,
      );
      expect(unread).toBe(2);
      expect(
        await t.dataSource.getRepository(SavedAlert).countBy({ savedSearchId: searchId }),
      ).toBe(2);

      // One mail for the day, listing both.
      const mails = await mailsTo(buyer);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('2 new listings for "Land Cruiser" on Gebeya');
      expect(mails[0].text).toContain(`/seller/carSell/${first}`);
      expect(mails[0].text).toContain(`/seller/carSell/${second}`);
    });

    it('marks alerts read, its own only', async () => {
      const { list } = await alerts(buyer);
      const other = await registerBuyer(t.http);
      const refused = await asUser(t.http, other)
        .post(`/api/alerts/${list[0].id}/read`)
        .expect(404);
      expect(refused.body.code).toBe('ALERT_NOT_FOUND');
      expect((await alerts(other)).list).toEqual([]);

      await asUser(t.http, buyer).post(`/api/alerts/${list[0].id}/read`).expect(200);
      const unread = await asUser(t.http, buyer).get('/api/alerts/unread').expect(200);
      expect(unread.body.data).toEqual({ unread: 1 });
      await asUser(t.http, buyer).post('/api/alerts/read').expect(200);
      expect((await alerts(buyer)).unread).toBe(0);
    });

    it('mails later matches the next day, and the link in the mail turns the mails off', async () => {
      const third = await post('Land Cruiser Prado');
      await job.run();
      expect((await alerts(buyer)).list.map((a) => a.listing.postHash)).toContain(third);
      expect(await mailsTo(buyer)).toHaveLength(1);

      const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
      expect(await job.mailNewMatches(tomorrow)).toBe(1);
      const [latest] = await mailsTo(buyer);
      expect(latest.subject).toBe('1 new listing for "Land Cruiser" on Gebeya');
      expect(latest.text).toContain(`/seller/carSell/${third}`);

      const link = /\/unsubscribe\?search=(\d+)&token=([\w-]+)/.exec(latest.text);
      expect(link).not.toBeNull();
      const [, search, token] = link!;
      const forged = await request(t.http)
        .post('/api/saved-searches/unsubscribe')
        .send({ search: Number(search), token: `${token.slice(0, -2)}xx` })
        .expect(404);
      expect(forged.body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      const done = await request(t.http)
        .post('/api/saved-searches/unsubscribe')
        .send({ search: Number(search), token })
        .expect(200);
      expect(done.body.data).toEqual({ name: 'Land Cruiser' });
      const searches = await asUser(t.http, buyer).get('/api/saved-searches').expect(200);
      expect(searches.body.data[0]).toMatchObject({ id: searchId, emailAlerts: false });

      // New matches still alert in the app, but no mail goes out any more.
      const fourth = await post('Land Cruiser V8');
      await job.run();
      expect((await alerts(buyer)).list.map((a) => a.listing.postHash)).toContain(fourth);
      const inTwoDays = new Date(Date.now() + 49 * 60 * 60_000);
      expect(await job.mailNewMatches(inTwoDays)).toBe(0);
      expect(await mailsTo(buyer)).toHaveLength(2);
    });

    it('alerts a listing a moderator approves long after it was posted, once it is public', async () => {
      const held = await post('Land Cruiser 70');
      // Posted an hour ago and held for review since.
      await t.dataSource
        .getRepository(Listing)
        .update(
          { postHash: held },
          { status: 'pending', createdAt: new Date(Date.now() - 3600_000) },
        );
      await job.run();
      const before = (await alerts(buyer)).list.map((a) => a.listing.postHash);
      expect(before).not.toContain(held);

      await t.app.get(ListingLifecycle).approve(await idOf(held));
      await job.run();
      await job.run();
      const after = (await alerts(buyer)).list.filter((a) => a.listing.postHash === held);
      expect(after).toHaveLength(1);
    });

    it('alerts a price drop on a favourite once, and follows the new price', async () => {
      const fan = await registerBuyer(t.http);
      const postHash = await post('Hilux');
      await asUser(t.http, fan).put(`/api/favourites/${postHash}`).expect(200);
      await job.run();
      expect((await alerts(fan)).list).toEqual([]);

      await t.app
        .get(ListingsService)
        .update(
          'carSell',
          postHash,
          seller.id,
          formFor('carSell', { vehicleModel: 'Hilux', price: '1700000' }),
        );
      await Promise.all([job.run(), job.run()]);
      await job.run();
      const { list } = await alerts(fan);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        kind: 'priceDrop',
        previousPrice: 1850000,
        listing: { postHash, price: 1700000, title: 'Toyota Hilux 2015' },
        read: false,
      });
      expect((await favourites(fan))[0]).toMatchObject({ postHash, price: 1700000 });

      // A rise alerts nothing; the next drop does.
      const update = (price: string) =>
        t.app
          .get(ListingsService)
          .update(
            'carSell',
            postHash,
            seller.id,
            formFor('carSell', { vehicleModel: 'Hilux', price }),
          );
      await update('1800000');
      await job.run();
      expect((await alerts(fan)).list).toHaveLength(1);
      await update('1600000');
      await job.run();
      const after = (await alerts(fan)).list;
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ previousPrice: 1800000, listing: { price: 1600000 } });
    });
  });
});
