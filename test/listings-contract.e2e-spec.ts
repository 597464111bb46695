import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { photoFilesOf } from '../src/modules/listings/images/listing-photos.service';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { BuyerAccessService } from '../src/modules/subscription/buyer-access.service';
import { asUser } from './utils/as-user';
import {
  createStaff,
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { pngOf } from './utils/images';
import { formFor, photosDerived, postListing, samplePhoto } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

/** The spec's house post payloads (multipart fields), currency under its own name. */
const HOUSE_RENT_PAYLOAD = {
  country: 'Ethiopia',
  region: 'Addis Ababa',
  city: 'Addis Ababa',
  subcity: 'Bole',
  houseType: 'Condominium',
  houseArea: '85',
  bedroomNumber: '2',
  bathroomNumber: '1',
  livingRoomNumber: '1',
  price: '18000',
  currency: 'ETB',
  perDayOrMonth: 'per month',
  description: 'Third floor, near the ring road.',
};
const HOUSE_SELL_PAYLOAD = {
  country: 'Ethiopia',
  region: 'Oromia',
  city: 'Adama',
  subcity: 'Dabe',
  houseType: 'Villa',
  houseArea: '300',
  bedroomNumber: '5',
  bathroomNumber: '3',
  livingRoomNumber: '2',
  price: '95000',
  currency: 'USD',
};

describe('Listings contract', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let subscribed: SignedInUser;
  let trialBuyer: SignedInUser;
  let buyerWithoutAccess: SignedInUser;
  let manager: SignedInUser;
  let houseRent: string;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await registerSeller(t.http);
    otherSeller = await registerSeller(t.http);
    await creditSeller(t, seller);
    await creditSeller(t, otherSeller);
    subscribed = await registerBuyer(t.http);
    await subscribeBuyer(t, subscribed);
    trialBuyer = await registerBuyer(t.http);
    await t.app.get(BuyerAccessService).useFreeTrial(trialBuyer.id, seller.id);
    buyerWithoutAccess = await registerBuyer(t.http);
    manager = (await createStaff(t, 2)) as SignedInUser;
    const res = await postListing(t.http, seller.token, 'houseRent', HOUSE_RENT_PAYLOAD);
    expect(res.status).toBe(201);
    houseRent = res.body.data.postHash as string;
  });
  afterAll(() => t.close());

  describe('house currency under the spec name', () => {
    it.each([
      ['houseRent', HOUSE_RENT_PAYLOAD, 'sellerHouseRentPriceCurrency', 'ETB'],
      ['houseSell', HOUSE_SELL_PAYLOAD, 'sellerHouseSellPriceCurrency', 'USD'],
    ] as const)(
      'posts a %s with `currency` and reads it back as `currency`',
      async (type, payload, prefixed, currency) => {
        const posted = await postListing(t.http, seller.token, type, payload);
        expect(posted.status).toBe(201);
        expect(posted.body.data).toMatchObject({ currency, [prefixed]: currency });
        const read = await asUser(t.http, subscribed)
          .get(`/api/seller/${type}/${posted.body.data.postHash}`)
          .expect(200);
        expect(read.body.data).toMatchObject({ currency, [prefixed]: currency });
      },
    );

    it('accepts `currency` on a house edit, and refuses it when it differs from priceCurrency', async () => {
      // The edit form's body, the currency under the entity's name rather than priceCurrency.
      const edit: Record<string, string | undefined> = {
        ...HOUSE_RENT_PAYLOAD,
        currency: 'USD',
        rentDuration: 'per month',
        perDayOrMonth: undefined,
        description: undefined,
      };
      const res = await asUser(t.http, seller)
        .put(`/api/perSeller/houseRent/${houseRent}`)
        .send(edit)
        .expect(200);
      expect(res.body.data).toMatchObject({
        currency: 'USD',
        sellerHouseRentPriceCurrency: 'USD',
      });

      const both = await asUser(t.http, seller)
        .put(`/api/perSeller/houseRent/${houseRent}`)
        .send({ ...edit, priceCurrency: 'ETB' })
        .expect(400);
      expect(both.body).toMatchObject({
        code: 'ALIAS_MISMATCH',
        message: 'currency must be the same as priceCurrency.',
      });

      const neither = await asUser(t.http, seller)
        .put(`/api/perSeller/houseRent/${houseRent}`)
        .send({ ...edit, currency: undefined })
        .expect(400);
      expect(neither.body).toMatchObject({
        code: 'REQUIRED_FIELDS',
        message: 'Please fill all required fields: priceCurrency',
        params: { fields: ['priceCurrency'] },
      });
    });
  });

  describe("the seller's hash and e-mail", () => {
    const detail = (user: SignedInUser) =>
      asUser(t.http, user).get(`/api/seller/houseRent/${houseRent}`).expect(200);

    it('gives every listing its sellerHash', async () => {
      const hash = seller.userDetails.sellerHash as string;
      expect(hash).toMatch(/^[A-Z0-9]{26}$/);
      expect((await detail(buyerWithoutAccess)).body.data.sellerHash).toBe(hash);
      const latest = await request(t.http).get('/api/listings/latest').expect(200);
      expect(latest.body.data[0]).toMatchObject({
        sellerHash: expect.stringMatching(/^[A-Z0-9]{26}$/),
      });
    });

    it("shows the e-mail to the listing's own seller, on every read", async () => {
      const own = await asUser(t.http, seller).get('/api/perSeller/houseRent').expect(200);
      expect(own.body.data[0].email).toBe(seller.email);
      const one = await asUser(t.http, seller)
        .get(`/api/perSeller/houseRent/${houseRent}`)
        .expect(200);
      expect(one.body.data.email).toBe(seller.email);
      expect((await detail(seller)).body.data.email).toBe(seller.email);
    });

    it('shows it to staff, to a subscribed buyer and to a buyer whose free trial opened the seller', async () => {
      for (const reader of [manager, subscribed, trialBuyer]) {
        expect((await detail(reader)).body.data.email).toBe(seller.email);
      }
      const staffList = await asUser(t.http, manager)
        .get('/api/employee/listings/houseRent')
        .query({ sellerId: seller.id })
        .expect(200);
      expect(staffList.body.data[0].email).toBe(seller.email);
    });

    it('never shows it to a buyer without access, another seller or anyone on the home page', async () => {
      expect((await detail(buyerWithoutAccess)).body.data).not.toHaveProperty('email');
      expect((await detail(otherSeller)).body.data).not.toHaveProperty('email');
      const browse = await asUser(t.http, buyerWithoutAccess)
        .get('/api/seller/houseRent')
        .expect(200);
      expect(JSON.stringify(browse.body)).not.toContain(seller.email);
      // A trial opens one seller, not every seller.
      const other = await postListing(t.http, otherSeller.token, 'houseSell', HOUSE_SELL_PAYLOAD);
      const otherDetail = await asUser(t.http, trialBuyer)
        .get(`/api/seller/houseSell/${other.body.data.postHash}`)
        .expect(200);
      expect(otherDetail.body.data).not.toHaveProperty('email');
      const latest = await request(t.http).get('/api/listings/latest').expect(200);
      expect(JSON.stringify(latest.body)).not.toMatch(/@example\.et/);
    });
  });

  it('declares perSeller/HouseRent/{postHash}, the spelling of the spec', async () => {
    const docs = await request(t.http).get('/api/docs-json').expect(200);
    expect(docs.body.paths).toHaveProperty(['/api/perSeller/HouseRent/{postHash}', 'get']);
    const res = await asUser(t.http, seller)
      .get(`/api/perSeller/HouseRent/${houseRent}`)
      .expect(200);
    expect(res.body.data).toMatchObject({ postHash: houseRent, email: seller.email });
    await asUser(t.http, otherSeller).get(`/api/perSeller/HouseRent/${houseRent}`).expect(403);
  });

  describe("replacing a listing's photos", () => {
    const uploads = () => join(t.database.dataDir, 'uploads');
    const exists = (key: string) => existsSync(join(uploads(), key));
    const keysOf = async (postHash: string) =>
      t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
    const replace = (user: SignedInUser, postHash: string, images: Record<string, Buffer>) => {
      const req = asUser(t.http, user).put(`/api/perSeller/carSell/${postHash}/images`);
      for (const [slot, bytes] of Object.entries(images))
        void req.attach(slot, bytes, `${slot}.png`);
      return req;
    };
    let postHash: string;

    beforeAll(async () => {
      const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'));
      postHash = res.body.data.postHash as string;
      await photosDerived(t);
    });

    it('names each photo at 400 and 800 px in an answer about one listing, and only the front one in a list', async () => {
      const detail = await asUser(t.http, subscribed)
        .get(`/api/seller/carSell/${postHash}`)
        .expect(200);
      const one = detail.body.data as Record<string, string>;
      for (const slot of ['Front', 'Back', 'Right', 'Left']) {
        const large = one[`sellerCarSell${slot}Image`];
        const small = one[`sellerCarSell${slot}Thumbnail`];
        const medium = one[`sellerCarSell${slot}MediumImage`];
        expect(small).toBe(large.replace(/\.webp$/, '-thumb.webp'));
        expect(medium).toBe(large.replace(/\.webp$/, '-medium.webp'));
        for (const [url, width] of [
          [small, 400],
          [medium, 800],
        ] as const) {
          const served = await request(t.http).get(url).buffer(true).expect(200);
          expect(served.headers['content-type']).toBe('image/webp');
          expect((await sharp(served.body as Buffer).metadata()).width).toBe(width);
        }
      }
      expect(one.sellerCarSellFrontThumbnail).toBe(one.sellerCarSellThumbnail);
      const list = await asUser(t.http, subscribed).get('/api/seller/carSell').expect(200);
      const card = (list.body.data as Record<string, string>[]).find(
        (l) => l.postHash === postHash,
      )!;
      expect(card.sellerCarSellThumbnail).toBe(one.sellerCarSellThumbnail);
      expect(card.sellerCarSellFrontMediumImage).toBe(one.sellerCarSellFrontMediumImage);
      expect(
        Object.keys(card).filter((key) =>
          /((Back|Right|Left)MediumImage|(Front|Back|Right|Left)Thumbnail)$/.test(key),
        ),
      ).toEqual([]);
    });

    it('lets the owner replace a photo: the new one is served, the old files are gone', async () => {
      const before = await keysOf(postHash);
      const old = photoFilesOf(before.imageFront);
      expect([old.preview, old.large, old.medium, old.thumbnail].every(exists)).toBe(true);

      const res = await replace(seller, postHash, { frontImage: await pngOf(900, 600) }).expect(
        200,
      );
      const front = res.body.data.sellerCarSellFrontImage as string;
      expect(front).toMatch(/^\/uploads\/listings\/.+\/frontImage-[0-9a-f]+\.jpg$/);
      expect(front).not.toBe(`/uploads/${before.imageFront}`);
      expect(res.body.data.email).toBe(seller.email);
      const served = await request(t.http).get(front).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      // The other three are untouched.
      expect(res.body.data.sellerCarSellBackImage).toBe(`/uploads/${before.imageBack}`);
      expect([old.preview, old.large, old.medium, old.thumbnail].some(exists)).toBe(false);

      await photosDerived(t);
      const after = await keysOf(postHash);
      expect(after.imageFront).toMatch(/frontImage-[0-9a-f]+\.webp$/);
      const detail = await asUser(t.http, subscribed)
        .get(`/api/seller/carSell/${postHash}`)
        .expect(200);
      expect(detail.body.data.sellerCarSellFrontImage).toBe(`/uploads/${after.imageFront}`);
      await request(t.http).get(detail.body.data.sellerCarSellFrontImage).expect(200);
    });

    it("refuses another seller's replacement with its code, and changes nothing", async () => {
      const before = await keysOf(postHash);
      const res = await replace(otherSeller, postHash, { backImage: await samplePhoto() }).expect(
        403,
      );
      expect(res.body).toMatchObject({
        code: 'LISTING_NOT_OWNER',
        message: 'You can only manage your own listings.',
      });
      expect((await keysOf(postHash)).imageBack).toBe(before.imageBack);
      await replace(subscribed, postHash, { backImage: await samplePhoto() }).expect(403);
    });

    it('refuses bytes that are not an image with its code, leaving no files behind', async () => {
      const before = await keysOf(postHash);
      const res = await replace(seller, postHash, {
        leftImage: Buffer.from('<?php echo "hi"; ?>'),
      }).expect(400);
      expect(res.body).toMatchObject({
        code: 'IMAGE_NOT_SUPPORTED',
        message: 'leftImage must be a JPEG, PNG or WebP image.',
        params: { field: 'leftImage' },
      });
      const after = await keysOf(postHash);
      expect(after.imageLeft).toBe(before.imageLeft);
      expect(exists(after.imageLeft)).toBe(true);
    });

    it('refuses a request without a photo, and an unknown listing', async () => {
      const none = await replace(seller, postHash, {}).expect(400);
      expect(none.body.code).toBe('NO_REPLACEMENT_IMAGE');
      const unknown = await replace(seller, 'no-such-listing', {
        rightImage: await samplePhoto(),
      }).expect(404);
      expect(unknown.body.code).toBe('LISTING_NOT_FOUND');
    });
  });

  it('names the missing images with a code and the slots', async () => {
    const res = await postListing(t.http, seller.token, 'houseSell', HOUSE_SELL_PAYLOAD, {
      frontImage: await samplePhoto(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'REQUIRED_IMAGES',
      message: 'Please upload all required images: backImage, rightImage, leftImage',
      params: { fields: ['backImage', 'rightImage', 'leftImage'] },
    });
  });
});
