import request from 'supertest';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import type { ListingTypeKey } from '../src/modules/listings/listing-types';
import { ListingReport } from '../src/modules/moderation/entities/listing-report.entity';
import { REPORTS_PER_HOUR } from '../src/modules/moderation/listing-reports.service';
import { asUser } from './utils/as-user';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
} from './utils/factories';
import { formFor, postedHash } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

type Wire = { postHash: string; status: string; statusReason: string | null };
interface Entry {
  section: string;
  postHash: string;
  openReports: number;
  reasons: { reason: string; count: number }[];
  reports: {
    reason: string;
    note: string | null;
    reporter: { userType: string; name: string; email: string };
  }[];
  flagReason: string | null;
  listing: Wire;
}

const QUEUE = '/api/moderation/queue';
const COUNT = '/api/moderation/queue/count';

/**
 * Reporting a listing and the moderation queue, with new listings reviewed before they are
 * public (REVIEW_NEW_LISTINGS): reports → queue → hide → gone from the public reads → the seller
 * reads the reason (never who reported) → restore; dismiss, remove, approve; who may moderate;
 * every action in the audit log.
 */
describe('Moderation', () => {
  const type: ListingTypeKey = 'houseRent';
  let t: TestApp;
  let seller: SignedInUser;
  let reportingSeller: SignedInUser;
  let buyer: SignedInUser;
  let buyer2: SignedInUser;
  let employee: SignedInUser;
  let manager: SignedInUser;
  let admin: SignedInUser;
  // a: reported twice, b: reported once, c: flagged, d: pending.
  let a: string;
  let b: string;
  let c: string;
  let d: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { REVIEW_NEW_LISTINGS: 'true' } });
    [seller, reportingSeller, buyer, buyer2] = await Promise.all([
      registerSeller(t.http),
      registerSeller(t.http, { sellerFirstName: 'Reporting', sellerLastName: 'Rival' }),
      registerBuyer(t.http, { buyerFirstName: 'Watchful', buyerLastName: 'Buyer' }),
      registerBuyer(t.http),
    ]);
    await creditSeller(t, seller);
    employee = (await createStaff(t, 1)) as SignedInUser;
    manager = (await createStaff(t, 2)) as SignedInUser;
    admin = (await createStaff(t, 3)) as SignedInUser;
    a = await postedHash(t.http, seller.token, type);
    b = await postedHash(t.http, seller.token, type);
    c = await postedHash(t.http, seller.token, type);
    d = await postedHash(t.http, seller.token, type);
  });
  afterAll(() => t.close());

  const act = (who: SignedInUser, action: string, postHash: string) =>
    asUser(t.http, who).post(`/api/moderation/listings/${type}/${postHash}/${action}`);
  const report = (who: SignedInUser, postHash: string) =>
    asUser(t.http, who).post(`/api/listings/${type}/${postHash}/report`);
  const queue = async (who = manager, query: Record<string, number> = {}) =>
    (await asUser(t.http, who).get(QUEUE).query(query).expect(200)).body as {
      data: Entry[];
      meta: { total: number };
      counts: { reported: number; flagged: number; pending: number; total: number };
    };
  const audited = (action: string, postHash: string) =>
    t.dataSource.getRepository(AuditEntry).findBy({ action, targetId: postHash });

  /** What a buyer finds: the browse page, a search, the home page. */
  async function publicHashes() {
    const page = await asUser(t.http, buyer).get(`/api/seller/${type}`).expect(200);
    const search = await asUser(t.http, buyer)
      .get(`/api/seller/${type}`)
      .query({ q: 'romi' })
      .expect(200);
    const latest = await request(t.http).get('/api/listings/latest').expect(200);
    const hashes = (body: { data: Wire[] }) => body.data.map((l) => l.postHash).sort();
    return { browse: hashes(page.body), search: hashes(search.body), latest: hashes(latest.body) };
  }

  it('new listings wait for a moderator; a manager approves them, once', async () => {
    const waiting = await queue();
    expect(waiting.data.map((e) => [e.postHash, e.section])).toEqual([
      [a, 'pending'],
      [b, 'pending'],
      [c, 'pending'],
      [d, 'pending'],
    ]);
    await asUser(t.http, buyer).get(`/api/seller/${type}/${a}`).expect(404);
    for (const hash of [a, b, c]) {
      const res = await act(manager, 'approve', hash).expect(200);
      expect(res.body.data).toMatchObject({ postHash: hash, status: 'active' });
    }
    const again = await act(admin, 'approve', a).expect(409);
    expect(again.body.code).toBe('NOT_IN_THAT_STATUS');
    expect((await publicHashes()).browse).toEqual([a, b, c].sort());
    const [entry] = await audited('listing.approve', a);
    expect(entry).toMatchObject({ actorId: manager.id, actorLevel: 2, targetType: 'listing' });
  });

  it('lets only managers and admins moderate', async () => {
    for (const who of [employee, seller, buyer]) {
      await asUser(t.http, who).get(QUEUE).expect(403);
      await asUser(t.http, who).get(COUNT).expect(403);
      await asUser(t.http, who).get('/api/moderation/hidden').expect(403);
      await act(who, 'hide', a).send({ reason: 'Looks like a scam' }).expect(403);
      await act(who, 'approve', d).expect(403);
      await act(who, 'dismiss', a).expect(403);
      await asUser(t.http, who)
        .delete(`/api/moderation/listings/${type}/${a}`)
        .send({ reason: 'Looks like a scam' })
        .expect(403);
    }
    await request(t.http).get(QUEUE).expect(401);
    await asUser(t.http, admin).get(COUNT).expect(200);
  });

  it('takes one report per user and listing, with a reason and a note', async () => {
    const made = await report(buyer, a)
      .send({ reason: 'scam', note: '  Asks for a deposit before any viewing  ' })
      .expect(201);
    expect(made.body.data).toMatchObject({
      reason: 'scam',
      note: 'Asks for a deposit before any viewing',
      open: true,
    });
    const twice = await report(buyer, a).send({ reason: 'offensive' }).expect(409);
    expect(twice.body.code).toBe('LISTING_ALREADY_REPORTED');
    await report(reportingSeller, a).send({ reason: 'duplicate' }).expect(201);
    await report(buyer2, b)
      .send({ reason: 'other', note: 'The phone number is wrong' })
      .expect(201);

    const own = await asUser(t.http, buyer).get(`/api/listings/${type}/${a}/report`).expect(200);
    expect(own.body.data).toMatchObject({ reason: 'scam', open: true });
    const none = await asUser(t.http, buyer).get(`/api/listings/${type}/${b}/report`).expect(200);
    expect(none.body.data).toBeNull();
  });

  it('refuses reports that are not valid, of one’s own listing, by staff or of a hidden one', async () => {
    const codeOf = async (who: SignedInUser, hash: string, body: object, status: number) =>
      (await report(who, hash).send(body).expect(status)).body.code as string;
    expect(await codeOf(buyer2, a, { reason: 'other' }, 400)).toBe('REPORT_NOTE_REQUIRED');
    expect(await codeOf(buyer2, a, { reason: 'other', note: '   ' }, 400)).toBe(
      'REPORT_NOTE_REQUIRED',
    );
    expect(await codeOf(buyer2, a, { reason: 'boring' }, 400)).toBe('REPORT_REASON_INVALID');
    expect(await codeOf(buyer2, a, { reason: 'scam', note: 'x'.repeat(501) }, 400)).toBe(
      'REPORT_NOTE_TOO_LONG',
    );
    expect(await codeOf(seller, a, { reason: 'scam' }, 403)).toBe('REPORT_OWN_LISTING');
    expect(await codeOf(manager, a, { reason: 'scam' }, 403)).toBe('ACCESS_DENIED');
    expect(await codeOf(buyer2, d, { reason: 'scam' }, 404)).toBe('LISTING_NOT_FOUND');
    await request(t.http)
      .post(`/api/listings/${type}/${a}/report`)
      .send({ reason: 'scam' })
      .expect(401);
    expect(
      await t.dataSource
        .getRepository(ListingReport)
        .countBy({ reporterType: 'buyer', reporterId: buyer2.id }),
    ).toBe(1);
  });

  it('orders the queue: the most reported first, then flagged, then pending', async () => {
    await t.dataSource
      .getRepository(Listing)
      .update({ postHash: c }, { flaggedAt: new Date(), flagReason: 'duplicate-photo' });
    const body = await queue();
    expect(body.data.map((e) => [e.postHash, e.section, e.openReports])).toEqual([
      [a, 'reported', 2],
      [b, 'reported', 1],
      [c, 'flagged', 0],
      [d, 'pending', 0],
    ]);
    expect(body.counts).toEqual({ reported: 2, flagged: 1, pending: 1, total: 4 });
    expect(body.meta.total).toBe(4);
    const [first] = body.data;
    expect(first.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'scam', count: 1 },
        { reason: 'duplicate', count: 1 },
      ]),
    );
    // Staff see who reported.
    expect(first.reports.map((r) => r.reporter)).toEqual([
      { userType: 'buyer', id: buyer.id, name: 'Watchful Buyer', email: buyer.email },
      {
        userType: 'seller',
        id: reportingSeller.id,
        name: 'Reporting Rival',
        email: reportingSeller.email,
      },
    ]);
    expect(body.data[2].flagReason).toBe('duplicate-photo');

    const second = await queue(admin, { page: 2, pageSize: 3 });
    expect(second.data.map((e) => e.postHash)).toEqual([d]);
    const count = await asUser(t.http, admin).get(COUNT).expect(200);
    expect(count.body.data).toEqual({ reported: 2, flagged: 1, pending: 1, total: 4 });
  });

  it('hides a listing: gone from browse, search and detail; its seller reads why, never who reported', async () => {
    const short = await act(manager, 'hide', a).send({ reason: 'no' }).expect(400);
    expect(short.body.code).toBe('MODERATION_REASON_TOO_SHORT');
    const reason = 'Several buyers say the deposit is asked before any viewing.';
    const hidden = await act(manager, 'hide', a).send({ reason }).expect(200);
    expect(hidden.body.data).toMatchObject({ status: 'hidden', statusReason: reason });

    expect(await publicHashes()).toEqual({
      browse: [b, c].sort(),
      search: [b, c].sort(),
      latest: [b, c].sort(),
    });
    const refused = await asUser(t.http, buyer).get(`/api/seller/${type}/${a}`).expect(404);
    expect(refused.body.code).toBe('LISTING_NOT_FOUND');

    const detail = await asUser(t.http, seller).get(`/api/seller/${type}/${a}`).expect(200);
    expect(detail.body.data).toMatchObject({ status: 'hidden', statusReason: reason });
    const own = await asUser(t.http, seller).get(`/api/perSeller/${type}`).expect(200);
    expect((own.body.data as Wire[]).find((l) => l.postHash === a)).toMatchObject({
      status: 'hidden',
      statusReason: reason,
    });
    // Nothing the seller is sent names a reporter or a report.
    for (const reply of [detail, own]) {
      const text = JSON.stringify(reply.body);
      for (const secret of [
        buyer.email,
        reportingSeller.email,
        'Watchful',
        'Reporting',
        'deposit before any viewing',
        'report',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    // Nor is the seller let into the queue or anyone's report.
    await asUser(t.http, seller).get(QUEUE).expect(403);
    const sellersView = await asUser(t.http, seller).get(`/api/listings/${type}/${a}/report`);
    expect(sellersView.body.data ?? null).toBeNull();

    const body = await queue();
    expect(body.data.map((e) => e.postHash)).toEqual([b, c, d]);
    const hiddenList = await asUser(t.http, manager).get('/api/moderation/hidden').expect(200);
    expect((hiddenList.body.data as Entry[]).map((e) => [e.postHash, e.section])).toEqual([
      [a, 'hidden'],
    ]);
    const mine = await asUser(t.http, buyer).get(`/api/listings/${type}/${a}/report`).expect(200);
    expect(mine.body.data).toMatchObject({ open: false });

    const [entry] = await audited('listing.hide', a);
    expect(entry).toMatchObject({ actorId: manager.id, actorLevel: 2 });
    expect(entry.details).toMatchObject({ type, sellerId: seller.id, reason, reportsClosed: 2 });
  });

  it('restores a hidden listing everywhere, once', async () => {
    const restored = await act(admin, 'restore', a).expect(200);
    expect(restored.body.data).toMatchObject({ status: 'active', statusReason: null });
    expect(await publicHashes()).toEqual({
      browse: [a, b, c].sort(),
      search: [a, b, c].sort(),
      latest: [a, b, c].sort(),
    });
    const again = await act(admin, 'restore', a).expect(409);
    expect(again.body.code).toBe('NOT_IN_THAT_STATUS');
    expect(await audited('listing.restore', a)).toHaveLength(1);
    expect((await queue()).data.map((e) => e.postHash)).toEqual([b, c, d]);
  });

  it('dismisses reports and flags; a dismissed listing may be reported again', async () => {
    await act(manager, 'dismiss', b).expect(200);
    await act(manager, 'dismiss', c).expect(200);
    const flagged = await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash: c });
    expect(flagged).toMatchObject({ flaggedAt: null, flagReason: null, status: 'active' });
    expect((await queue()).data.map((e) => e.postHash)).toEqual([d]);
    const nothing = await act(manager, 'dismiss', b).expect(409);
    expect(nothing.body.code).toBe('NOTHING_TO_DISMISS');
    expect(await audited('listing.dismiss', b)).toHaveLength(1);
    const [dismissed] = await audited('listing.dismiss', c);
    expect(dismissed.details).toMatchObject({ reportsClosed: 0, flagReason: 'duplicate-photo' });
    expect((await publicHashes()).browse).toEqual([a, b, c].sort());

    await report(buyer2, b).send({ reason: 'soldAlready' }).expect(201);
    const body = await queue();
    expect(body.data.map((e) => [e.postHash, e.openReports])).toEqual([
      [b, 1],
      [d, 0],
    ]);
    expect(body.data[0].reports[0]).toMatchObject({ reason: 'soldAlready', note: null });
  });

  it('removes a listing as staff removal does, with its reports', async () => {
    const short = await asUser(t.http, manager)
      .delete(`/api/moderation/listings/${type}/${b}`)
      .send({})
      .expect(400);
    expect(short.body.code).toBe('MODERATION_REASON_REQUIRED');
    await asUser(t.http, manager)
      .delete(`/api/moderation/listings/${type}/${b}`)
      .send({ reason: 'Sold long ago, the seller does not answer' })
      .expect(200);
    await asUser(t.http, admin).get(`/api/seller/${type}/${b}`).expect(404);
    const [entry] = await audited('listing.remove', b);
    expect(entry.details).toMatchObject({
      reason: 'Sold long ago, the seller does not answer',
      reportsClosed: 1,
    });
    expect((await queue()).data.map((e) => e.postHash)).toEqual([d]);
    expect((await publicHashes()).browse).toEqual([a, c].sort());
  });

  it('forgets the reports of a listing its seller deleted', async () => {
    await report(buyer2, c).send({ reason: 'wrongCategory' }).expect(201);
    expect((await queue()).counts.reported).toBe(1);
    await asUser(t.http, seller).delete(`/api/perSeller/${type}/${c}`).expect(200);
    const body = await queue();
    expect(body.data.map((e) => e.postHash)).toEqual([d]);
    expect(body.counts).toEqual({ reported: 0, flagged: 0, pending: 1, total: 1 });
  });

  it(`limits a user to ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const reporter = await registerBuyer(t.http);
    const reports = t.dataSource.getRepository(ListingReport);
    const recent = Array.from({ length: REPORTS_PER_HOUR }, (_, i) =>
      reports.create({
        listingId: 1_000_000 + i,
        reporterType: 'buyer',
        reporterId: reporter.id,
        reason: 'scam',
        reportedAt: new Date(Date.now() - (50 - i) * 60_000),
      }),
    );
    await reports.save(recent);
    const refused = await report(reporter, a).send({ reason: 'scam' }).expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REPORTS', params: { minutes: 10 } });
    await reports.update({ id: recent[0].id }, { reportedAt: new Date(Date.now() - 61 * 60_000) });
    await report(reporter, a).send({ reason: 'scam' }).expect(201);
  });

  it('approves the last pending listing', async () => {
    await act(admin, 'approve', d).expect(200);
    expect(await audited('listing.approve', d)).toHaveLength(1);
    const body = await queue();
    expect(body.counts).toEqual({ reported: 1, flagged: 0, pending: 0, total: 1 });
    expect(body.data.map((e) => e.postHash)).toEqual([a]);
  });

  it('puts a hidden listing back in the queue when its seller edits it, until a moderator decides', async () => {
    await act(manager, 'hide', d)
      .send({ reason: 'The price is far too low to be real' })
      .expect(200);
    expect((await queue()).data.map((e) => e.postHash)).not.toContain(d);
    const { perDayOrMonth, ...fields } = formFor(type, { price: '52000' });
    await asUser(t.http, seller)
      .put(`/api/perSeller/${type}/${d}`)
      .send({ ...fields, description: undefined, rentDuration: perDayOrMonth })
      .expect(200);
    const body = await queue();
    const entry = body.data.find((e) => e.postHash === d);
    expect(entry).toMatchObject({
      section: 'flagged',
      flagReason: 'edited-while-hidden',
      listing: { status: 'hidden', statusReason: 'The price is far too low to be real' },
    });
    await asUser(t.http, buyer).get(`/api/seller/${type}/${d}`).expect(404);

    await act(manager, 'restore', d).expect(200);
    const after = await queue();
    expect(after.data.map((e) => e.postHash)).not.toContain(d);
    expect(after.counts.flagged).toBe(0);
    expect((await publicHashes()).browse).toEqual([a, d].sort());
  });
});
