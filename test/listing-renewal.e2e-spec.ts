import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingExpiry } from '../src/modules/listings/listing-expiry';
import { MailService } from '../src/modules/mail/mail.service';
import { asUser } from './utils/as-user';
import {
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Listings expire after LISTING_EXPIRY_DAYS: the job (one instance at a time) expires those due,
 * gives listings from before expiry a date, and reminds each seller once, three days before, with
 * a one-click renewal link. Renewing, signed in or by the link, brings a listing back to the top.
 */
describe('Listing expiry and renewal', () => {
  const type = 'carSell';
  let t: TestApp;
  let second: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let due: string;
  let soon: string;
  let undated: string;
  let fresh: string;

  const listings = () => t.dataSource.getRepository(Listing);
  const row = (postHash: string) => listings().findOneByOrFail({ postHash });
  const setExpiry = (postHash: string, expiresAt: Date | null) =>
    listings().update({ postHash }, { expiresAt });
  const reminders = () => t.app.get(MailService).listDevMailbox(seller.email);
  /** What a buyer finds: the browse page and a search for the car's make. */
  const publicHashes = async () => {
    const browse = await asUser(t.http, buyer).get(`/api/seller/${type}`).expect(200);
    const search = await asUser(t.http, buyer)
      .get(`/api/seller/${type}`)
      .query({ q: 'toyota' })
      .expect(200);
    const hashes = (body: { data: { postHash: string }[] }) => body.data.map((l) => l.postHash);
    return { browse: hashes(browse.body), search: hashes(search.body) };
  };
  const linkOf = (text: string) => /\/renew\/(\S+)/.exec(text)?.[1];

  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({ database: t.database });
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    await Promise.all([creditSeller(t, seller), subscribeBuyer(t, buyer)]);
    [due, soon, undated, fresh] = [
      await postedHash(t.http, seller.token, type),
      await postedHash(t.http, seller.token, type),
      await postedHash(t.http, seller.token, type),
      await postedHash(t.http, seller.token, type),
    ];
    await setExpiry(due, new Date(Date.now() - 60_000));
    await setExpiry(soon, new Date(Date.now() + 2 * DAY_MS));
    await setExpiry(undated, null);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('expires due listings, dates old ones and reminds once, on whichever instance runs it', async () => {
    // Two instances' schedules fire together: one runs, the other skips.
    await Promise.all([
      t.app.get(ListingExpiry).runOnSchedule(),
      second.app.get(ListingExpiry).runOnSchedule(),
    ]);
    expect(await row(due)).toMatchObject({ status: 'expired' });
    const dated = (await row(undated)).expiresAt!.getTime() - Date.now();
    expect(dated / DAY_MS).toBeGreaterThan(59.9);
    expect((await row(soon)).expiryRemindedAt).toBeInstanceOf(Date);
    expect((await row(fresh)).expiryRemindedAt).toBeNull();

    // Runs again, even two at once straight after: nothing more to do, nobody reminded twice.
    const rounds = await Promise.all([
      t.app.get(ListingExpiry).run(),
      second.app.get(ListingExpiry).run(),
    ]);
    expect(rounds).toEqual([
      { dated: 0, expired: 0, reminded: 0 },
      { dated: 0, expired: 0, reminded: 0 },
    ]);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/expires in 2 day/);
    expect(mails[0].text).toContain('Toyota Vitz 2015');
    expect(mails[0].text).toContain('ያበቃል');
  });

  it('reminds a seller of two listings falling due at once, each once', async () => {
    const more = await postedHash(t.http, seller.token, type);
    const other = await postedHash(t.http, seller.token, type);
    await setExpiry(more, new Date(Date.now() + DAY_MS));
    await setExpiry(other, new Date(Date.now() + 2.5 * DAY_MS));
    const [a, b] = await Promise.all([
      t.app.get(ListingExpiry).run(),
      second.app.get(ListingExpiry).run(),
    ]);
    expect(a.reminded + b.reminded).toBe(2);
    expect(await reminders()).toHaveLength(3);
    await asUser(t.http, seller).delete(`/api/perSeller/${type}/${more}`).expect(200);
    await asUser(t.http, seller).delete(`/api/perSeller/${type}/${other}`).expect(200);
  });

  it('tries a reminder again on the next run when the mail could not be sent', async () => {
    const later = await postedHash(t.http, seller.token, type);
    await setExpiry(later, new Date(Date.now() + DAY_MS));
    const mail = t.app.get(MailService);
    const send = jest.spyOn(mail, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    try {
      expect((await t.app.get(ListingExpiry).run()).reminded).toBe(0);
      expect((await row(later)).expiryRemindedAt).toBeNull();
      expect((await t.app.get(ListingExpiry).run()).reminded).toBe(1);
      expect((await row(later)).expiryRemindedAt).toBeInstanceOf(Date);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      send.mockRestore();
    }
    await asUser(t.http, seller).delete(`/api/perSeller/${type}/${later}`).expect(200);
  });

  it('leaves an expired listing out of browse and search; its seller still sees it', async () => {
    const view = await publicHashes();
    expect(view.browse).not.toContain(due);
    expect(view.search).not.toContain(due);
    expect(view.browse).toEqual(expect.arrayContaining([soon, undated, fresh]));
    await asUser(t.http, buyer).get(`/api/seller/${type}/${due}`).expect(404);
    const own = await asUser(t.http, seller).get(`/api/perSeller/${type}`).expect(200);
    const mine = (own.body.data as { postHash: string; status: string }[]).find(
      (l) => l.postHash === due,
    );
    expect(mine?.status).toBe('expired');
  });

  it('refuses to renew a listing not yet due, or someone else’s', async () => {
    const early = await asUser(t.http, seller)
      .post(`/api/perSeller/${type}/${fresh}/renew`)
      .expect(400);
    expect(early.body.code).toBe('NOT_DUE_FOR_RENEWAL');
    const stranger = await registerSeller(t.http);
    const theirs = await asUser(t.http, stranger)
      .post(`/api/perSeller/${type}/${due}/renew`)
      .expect(404);
    expect(theirs.body.code).toBe('LISTING_NOT_FOUND');
    await asUser(t.http, buyer).post(`/api/perSeller/${type}/${due}/renew`).expect(403);
    await asUser(t.http, seller).post(`/api/perSeller/boats/${due}/renew`).expect(404);
    expect(await row(due)).toMatchObject({ status: 'expired' });
  });

  it('renews an expired listing free: public again, at the top, for a full period', async () => {
    const before = await row(due);
    const res = await asUser(t.http, seller)
      .post(`/api/perSeller/${type}/${due}/renew`)
      .expect(200);
    expect(res.body.data).toMatchObject({ postHash: due, status: 'active' });
    const renewed = await row(due);
    expect(renewed.createdAt.getTime()).toBeGreaterThan(before.createdAt.getTime());
    expect((renewed.expiresAt!.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(59.9);
    const view = await publicHashes();
    expect(view.browse[0]).toBe(due);
    expect(view.search).toContain(due);
  });

  it("renews with the reminder's link, without signing in, once", async () => {
    const mail = (await reminders()).at(-1)!;
    const token = linkOf(mail.text)!;
    // Whichever instance ran the job links to the site.
    const links = [t.baseUrl, second.baseUrl].map((base) => `${base}/renew/${token}`);
    expect(links.some((link) => mail.text.includes(link))).toBe(true);
    const first = await request(t.http)
      .post('/api/listings/renew-by-link')
      .send({ token })
      .expect(200);
    expect(first.body.data).toMatchObject({ type, postHash: soon, renewed: true });
    const renewed = await row(soon);
    expect(renewed).toMatchObject({ status: 'active', expiryRemindedAt: null });
    expect((renewed.expiresAt!.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(59.9);
    // A second click finds it done, and changes nothing.
    const again = await request(t.http)
      .post('/api/listings/renew-by-link')
      .send({ token })
      .expect(200);
    expect(again.body.data).toMatchObject({ postHash: soon, renewed: false });
    expect((await row(soon)).expiresAt).toEqual(renewed.expiresAt);
  });

  it('refuses a forged or altered link', async () => {
    const mail = (await reminders()).at(-1)!;
    const token = linkOf(mail.text)!;
    const { id } = await row(fresh);
    const forged = token.replace(/^\d+/, String(id));
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'nonsense']) {
      const res = await request(t.http)
        .post('/api/listings/renew-by-link')
        .send({ token: bad })
        .expect(400);
      expect(res.body.code).toBe('RENEWAL_LINK_INVALID');
    }
    const empty = await request(t.http).post('/api/listings/renew-by-link').send({}).expect(400);
    expect(empty.body.code).toBeDefined();
  });

  it('still lets a seller mark an expired listing sold', async () => {
    await setExpiry(undated, new Date(Date.now() - 1000));
    await t.app.get(ListingExpiry).run();
    expect(await row(undated)).toMatchObject({ status: 'expired' });
    await asUser(t.http, buyer)
      .post('/api/buyer/request')
      .send({ sellerId: seller.id })
      .expect(200);
    await asUser(t.http, seller)
      .post(`/api/success/${type}`)
      .send({ sellerId: seller.id, buyerId: buyer.id, postHash: undated })
      .expect(201);
    expect(await listings().existsBy({ postHash: undated })).toBe(false);
  });
});
