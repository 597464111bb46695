import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingLifecycle } from '../src/modules/listings/listing-lifecycle';
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

type Wire = { postHash: string; sellerHash: string; sellerPhoneVerified: boolean };

/**
 * A seller's public profile (member since, verified phone, public listings per type and a page of
 * each), and the "Phone verified" mark on their listings and contact card.
 */
describe('Seller profile and the verified phone mark', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  let buyer: SignedInUser;
  let hidden: string;
  const carRents: string[] = [];
  let houseSell: string;

  beforeAll(async () => {
    for (const name of ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN', 'SMS_SENDER'])
      delete process.env[name];
    t = await createTestApp();
    [seller, other, buyer] = await Promise.all([
      registerSeller(t.http, {
        sellerFirstName: 'Selam',
        sellerLastName: 'Haile',
        PhoneNumber: '+251911000111',
      }),
      registerSeller(t.http),
      registerBuyer(t.http),
    ]);
    await Promise.all([creditSeller(t, seller), creditSeller(t, other)]);
    for (let i = 0; i < 3; i++) carRents.push(await postedHash(t.http, seller.token, 'carRent'));
    houseSell = await postedHash(t.http, seller.token, 'houseSell');
    hidden = await postedHash(t.http, seller.token, 'carRent');
    await postedHash(t.http, other.token, 'carRent');
    const listings = t.dataSource.getRepository(Listing);
    const { id } = await listings.findOneByOrFail({ postHash: hidden });
    await t.app.get(ListingLifecycle).hide(id, 'Looks like a copied listing');
  });
  afterAll(() => t.close());

  const sellerHash = () => seller.userDetails.sellerHash as string;

  it('shows member since, the verified mark and the public listings per type', async () => {
    const res = await asUser(t.http, buyer).get(`/api/sellers/${sellerHash()}`).expect(200);
    expect(res.body.data).toEqual({
      sellerHash: sellerHash(),
      displayName: 'Selam H.',
      sellerCity: 'Addis Ababa',
      memberSince: expect.any(String),
      phoneVerified: false,
      activeListings: { carRent: 3, carSell: 0, houseRent: 0, houseSell: 1 },
      activeListingsTotal: 4,
    });
    expect(Date.now() - new Date(res.body.data.memberSince as string).getTime()).toBeLessThan(
      3_600_000,
    );
    // Nothing of the contact details a buyer pays for.
    expect(JSON.stringify(res.body)).not.toMatch(/911000111|@example\.et|Haile/);
  });

  it('pages through the public listings of one type, newest first, hidden ones left out', async () => {
    const first = await asUser(t.http, buyer)
      .get(`/api/sellers/${sellerHash()}/listings`)
      .query({ type: 'carRent', pageSize: 2 })
      .expect(200);
    expect(first.body.meta).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    const second = await asUser(t.http, buyer)
      .get(`/api/sellers/${sellerHash()}/listings`)
      .query({ type: 'carRent', pageSize: 2, page: 2 })
      .expect(200);
    const hashes = [...first.body.data, ...second.body.data].map((l: Wire) => l.postHash);
    expect(hashes).toEqual([...carRents].reverse());
    expect(hashes).not.toContain(hidden);
    const houses = await asUser(t.http, buyer)
      .get(`/api/sellers/${sellerHash()}/listings`)
      .query({ type: 'houseSell' })
      .expect(200);
    expect((houses.body.data as Wire[]).map((l) => l.postHash)).toEqual([houseSell]);
    const none = await asUser(t.http, buyer)
      .get(`/api/sellers/${sellerHash()}/listings`)
      .query({ type: 'carSell' })
      .expect(200);
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers clearly for an unknown seller or type, and asks visitors to sign in', async () => {
    const missing = await asUser(t.http, buyer)
      .get('/api/sellers/00000000000000000000000000')
      .expect(404);
    expect(missing.body.code).toBe('SELLER_NOT_FOUND');
    const badType = await asUser(t.http, buyer)
      .get(`/api/sellers/${sellerHash()}/listings`)
      .query({ type: 'boats' })
      .expect(400);
    expect(badType.body.code).toBe('NOT_A_CHOICE');
    await request(t.http).get(`/api/sellers/${sellerHash()}`).expect(401);
  });

  it('marks the listings, the profile and the contact card once the phone is verified', async () => {
    const listing = () =>
      asUser(t.http, buyer).get(`/api/seller/carRent/${carRents[0]}`).expect(200);
    const browse = () => asUser(t.http, buyer).get('/api/seller/carRent').expect(200);
    expect((await listing()).body.data.sellerPhoneVerified).toBe(false);

    await asUser(t.http, seller).post('/api/phone-verification/send-code').send({}).expect(200);
    const outbox = await request(t.http)
      .get('/api/dev/sms-outbox')
      .query({ to: '+251911000111' })
      .expect(200);
    const code = /(\d{6})/.exec(outbox.body.data[0].text as string)![1];
    await asUser(t.http, seller).post('/api/phone-verification/confirm').send({ code }).expect(200);

    expect((await listing()).body.data.sellerPhoneVerified).toBe(true);
    const marks = new Map(
      ((await browse()).body.data as Wire[]).map((l) => [l.sellerHash, l.sellerPhoneVerified]),
    );
    expect(marks.get(sellerHash())).toBe(true);
    expect(marks.get(other.userDetails.sellerHash as string)).toBe(false);
    const profile = await asUser(t.http, buyer).get(`/api/sellers/${sellerHash()}`).expect(200);
    expect(profile.body.data.phoneVerified).toBe(true);
    await subscribeBuyer(t, buyer);
    const card = await asUser(t.http, buyer)
      .get('/api/seller/getAdress')
      .query({ sellerId: seller.id })
      .expect(200);
    expect(card.body.data[0]).toMatchObject({ sellerHash: sellerHash(), phoneVerified: true });

    // A new number is not verified: the mark goes until it is.
    await asUser(t.http, seller)
      .put('/api/phone-verification/number')
      .send({ PhoneNumber: '+251911000222' })
      .expect(200);
    expect((await listing()).body.data.sellerPhoneVerified).toBe(false);
    const after = await asUser(t.http, buyer).get(`/api/sellers/${sellerHash()}`).expect(200);
    expect(after.body.data.phoneVerified).toBe(false);
  });
});

describe('Seller profile with PUBLIC_BROWSING=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BROWSING: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.PUBLIC_BROWSING;
  });

  it('is open to visitors, as browsing is', async () => {
    const seller = await registerSeller(t.http);
    const hash = seller.userDetails.sellerHash as string;
    const res = await request(t.http).get(`/api/sellers/${hash}`).expect(200);
    expect(res.body.data).toMatchObject({ sellerHash: hash, activeListingsTotal: 0 });
    await request(t.http)
      .get(`/api/sellers/${hash}/listings`)
      .query({ type: 'houseRent' })
      .expect(200);
  });
});
