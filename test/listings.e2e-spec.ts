import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { In } from 'typeorm';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { queuePhotosStillShowingPreviews } from '../src/database/migrations/photo-jobs-backfill';
import { PhotoJob } from '../src/modules/listings/entities/photo-job.entity';
import { ListingPhotos } from '../src/modules/listings/images/listing-photos.service';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { jpegPhoto, pngOf } from './utils/images';
import { insertListings } from './utils/listing-rows';
import { formFor, ListingType, photosDerived, postListing, samplePhoto } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

const uploadsOf = (t: TestApp) => join(t.database.dataDir, 'uploads');
const pendingOf = (t: TestApp) => join(t.database.dataDir, 'pending-photos');
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('Listings', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await registerSeller(t.http);
    otherSeller = await registerSeller(t.http);
    buyer = await registerBuyer(t.http);
    // Posting costs 500 ETB after the free trial: a manager tops the seller up for these tests.
    const manager = (await createStaff(t, 2)) as SignedInUser;
    await asUser(t.http, manager)
      .post('/api/seller/topup')
      .send({ sellerId: seller.id, topUpAmount: 50_000 })
      .expect(201);
  });
  afterAll(() => t.close());

  describe('posting', () => {
    const expectations: [ListingType, Record<string, unknown>][] = [
      [
        'carRent',
        {
          sellerCarRentVehicleMake: 'Toyota',
          sellerCarRentVehicleModel: 'Vitz',
          sellerCarRentPrice: 1850000,
          sellerCarRentVehiclePriceCurrency: 'ETB',
          sellerRentVehiclePerDayOrPerMonth: 'per month',
          transmision: 'Automatic',
          milage: 84000,
          sellerCarRentCountry: 'Ethiopia',
        },
      ],
      [
        'carSell',
        {
          sellerCarSellVehicleMake: 'Toyota',
          sellerCarSellVehicleYear: 2015,
          sellerCarSellPrice: 1850000,
          sellerCarSellRegion: 'Addis Ababa',
        },
      ],
      [
        'houseRent',
        {
          sellerHouseRentType: 'Villa',
          sellerHouseArea: 250,
          sellerHouseRentPerDayOrOrPerMonth: 'per month',
          sellerHouseRentBatchRoomNumber: 3,
          sellerHouseRentBedroomNumber: 4,
        },
      ],
      [
        'houseSell',
        {
          sellerHouseSellType: 'Villa',
          sellerHouseSellPrice: 45000,
          sellerHouseSellCity: 'Adama',
          sellerHouseSellLivingRoomNumber: 2,
        },
      ],
    ];

    it.each(expectations)(
      'posts a %s listing with four images, in the spec field names',
      async (type, fields) => {
        const res = await postListing(t.http, seller.token, type, formFor(type));
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          status: 'success',
          data: { type, sellerId: seller.id, ...fields },
        });
        expect(res.body.message).toMatch(/posted successfully!/);
        const prefix = {
          carRent: 'sellerCarRent',
          carSell: 'sellerCarSell',
          houseRent: 'sellerHouseRent',
          houseSell: 'sellerHouseSell',
        }[type];
        // Answered with the previews; the card thumbnail is the front preview until then.
        for (const slot of ['FrontImage', 'BackImage', 'RightImage', 'LeftImage']) {
          expect(res.body.data[`${prefix}${slot}`]).toMatch(/^\/uploads\/listings\/.+\.jpg$/);
        }
        expect(res.body.data[`${prefix}Thumbnail`]).toBe(res.body.data[`${prefix}FrontImage`]);
        await photosDerived(t);
        const detail = await asUser(t.http, buyer)
          .get(`/api/seller/${type}/${res.body.data.postHash}`)
          .expect(200);
        for (const slot of ['FrontImage', 'BackImage', 'RightImage', 'LeftImage', 'Thumbnail']) {
          expect(detail.body.data[`${prefix}${slot}`]).toMatch(/^\/uploads\/listings\/.+\.webp$/);
        }
        // The seller's own reply: their e-mail, never a phone number.
        expect(res.body.data.email).toBe(seller.email);
        expect(JSON.stringify(res.body)).not.toMatch(/PhoneNumber/);
      },
    );

    const get = (url: string) => request(t.http).get(url).buffer(true).expect(200);
    const detailOf = async (type: ListingType, postHash: string) =>
      (await asUser(t.http, buyer).get(`/api/seller/${type}/${postHash}`).expect(200)).body
        .data as Record<string, string>;

    it('serves a preview at once, then a 1600 px WebP and a 400 px thumbnail, cached for good', async () => {
      const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'), {
        frontImage: await jpegPhoto(2400, 1800),
        backImage: await jpegPhoto(),
        rightImage: await jpegPhoto(),
        leftImage: await jpegPhoto(),
      });
      const preview = await get(res.body.data.sellerCarSellFrontImage);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect(preview.headers['cache-control']).toContain('immutable');
      expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({
        width: 800,
        height: 600,
      });

      await photosDerived(t);
      const detail = await detailOf('carSell', res.body.data.postHash);
      const [large, thumb] = await Promise.all([
        get(detail.sellerCarSellFrontImage),
        get(detail.sellerCarSellThumbnail),
      ]);
      expect(large.headers['content-type']).toBe('image/webp');
      expect(large.headers['cache-control']).toContain('immutable');
      const [largeMeta, thumbMeta] = await Promise.all([
        sharp(large.body as Buffer).metadata(),
        sharp(thumb.body as Buffer).metadata(),
      ]);
      expect(Math.max(largeMeta.width, largeMeta.height)).toBe(1600);
      expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(400);
      expect((thumb.body as Buffer).length).toBeLessThan((large.body as Buffer).length);
      // Pages loaded before the switch still show the preview.
      await get(res.body.data.sellerCarSellFrontImage);
    });

    it('strips EXIF, including the GPS position, from the preview and the WebP', async () => {
      const withGps = await jpegPhoto(800, 600, true);
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const res = await postListing(t.http, seller.token, 'houseSell', formFor('houseSell'), {
        frontImage: withGps,
        backImage: withGps,
        rightImage: withGps,
        leftImage: withGps,
      });
      await photosDerived(t);
      const detail = await detailOf('houseSell', res.body.data.postHash);
      for (const url of [
        res.body.data.sellerHouseSellFrontImage,
        detail.sellerHouseSellFrontImage,
      ]) {
        const stored = (await get(url)).body as Buffer;
        expect((await sharp(stored).metadata()).exif).toBeUndefined();
        expect(stored.includes(Buffer.from('GPS-1'))).toBe(false);
      }
    });

    describe('when the server stops before the WebP sizes are made', () => {
      let working: jest.SpyInstance;
      beforeEach(async () => {
        await photosDerived(t);
        // As if the process ended right after answering: the photos' work stays unclaimed.
        working = jest.spyOn(t.app.get(ListingPhotos), 'kick').mockImplementation(() => {});
      });
      afterEach(() => working.mockRestore());
      /** Another instance's sweep (or this one's next start) takes the work left behind. */
      const sweep = async () => {
        working.mockRestore();
        await t.app.get(ListingPhotos).sweep();
        await photosDerived(t);
      };
      const pendingWork = () => t.dataSource.getRepository(PhotoJob).count();

      it('shows the previews, and the next sweep makes the WebP sizes', async () => {
        const res = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
        const { postHash } = res.body.data as { postHash: string };
        expect(filesUnder(pendingOf(t))).toHaveLength(4);
        expect(await pendingWork()).toBe(4);
        const before = await detailOf('carRent', postHash);
        expect(before.sellerCarRentBackImage).toMatch(/\.jpg$/);
        expect((await get(before.sellerCarRentBackImage)).headers['content-type']).toBe(
          'image/jpeg',
        );

        await sweep();
        const after = await detailOf('carRent', postHash);
        expect(after.sellerCarRentBackImage).toBe(
          before.sellerCarRentBackImage.replace(/jpg$/, 'webp'),
        );
        expect((await get(after.sellerCarRentThumbnail)).headers['content-type']).toBe(
          'image/webp',
        );
        expect(filesUnder(pendingOf(t))).toEqual([]);
        expect(await pendingWork()).toBe(0);
        // Per photo: the preview and the three WebP sizes.
        expect(filesUnder(join(uploadsOf(t), 'listings', postHash))).toHaveLength(16);
      });

      it('leaves no files of a listing deleted meanwhile', async () => {
        const res = await postListing(t.http, seller.token, 'houseRent', formFor('houseRent'));
        const { postHash } = res.body.data as { postHash: string };
        await asUser(t.http, seller).delete(`/api/perSeller/houseRent/${postHash}`).expect(200);
        expect(filesUnder(pendingOf(t))).toEqual([]);
        expect(await pendingWork()).toBe(0);
        expect(filesUnder(join(uploadsOf(t), 'listings', postHash))).toEqual([]);

        await sweep();
        expect(filesUnder(join(uploadsOf(t), 'listings', postHash))).toEqual([]);
      });

      it('keeps the photos of a post without a listing while it may still run, then removes them', async () => {
        // Stored, and then the process ended before the listing was committed (or the post is
        // still running on another instance).
        const photo = { sent: await samplePhoto() };
        const stored = await t.app.get(ListingPhotos).store('crashed-post', {
          frontImage: photo,
          backImage: photo,
          rightImage: photo,
          leftImage: photo,
        });
        const files = () => [...filesUnder(pendingOf(t)), ...filesUnder(uploadsOf(t))];
        const before = files();
        await sweep();
        expect(files()).toEqual(before);

        const anHourAgo = new Date(Date.now() - 61 * 60_000);
        await t.dataSource
          .getRepository(PhotoJob)
          .update({ previewKey: In(stored.previewKeys) }, { createdAt: anHourAgo });
        await sweep();
        expect(filesUnder(pendingOf(t))).toEqual([]);
        expect(filesUnder(join(uploadsOf(t), 'listings', 'crashed-post'))).toEqual([]);
        expect(await pendingWork()).toBe(0);
      });

      it('never serves a file a process died writing, and the sweep removes it once it is old', async () => {
        const parts = [join(uploadsOf(t), '.parts'), join(pendingOf(t), '.parts')];
        const anHourAgo = new Date(Date.now() - 61 * 60_000);
        for (const dir of parts) {
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'left-by-a-crash'), 'half a pho');
          utimesSync(join(dir, 'left-by-a-crash'), anHourAgo, anHourAgo);
          writeFileSync(join(dir, 'being-written'), 'half a pho');
        }
        await request(t.http).get('/uploads/.parts/left-by-a-crash').expect(404);

        await t.app.get(ListingPhotos).sweep();
        for (const dir of parts) {
          expect(readdirSync(dir)).toEqual(['being-written']);
          rmSync(join(dir, 'being-written'));
        }
      });

      it('finishes, after the upgrade, photos left waiting before photo work was kept in the database', async () => {
        const res = await postListing(t.http, seller.token, 'houseSell', formFor('houseSell'));
        const { postHash } = res.body.data as { postHash: string };
        // As before the upgrade: the uploads wait in DATA_DIR/pending-photos, with no rows.
        const jobs = t.dataSource.getRepository(PhotoJob);
        await jobs.delete({ postHash });
        expect(filesUnder(pendingOf(t))).toHaveLength(4);

        const runner = t.dataSource.createQueryRunner();
        try {
          const quote = (name: string) => t.dataSource.driver.escape(name);
          await queuePhotosStillShowingPreviews(runner, quote);
          // Run again (a MySQL migration cut short is): nothing is queued twice.
          await queuePhotosStillShowingPreviews(runner, quote);
        } finally {
          await runner.release();
        }
        expect(await jobs.countBy({ postHash, ready: true })).toBe(4);

        await sweep();
        const after = await detailOf('houseSell', postHash);
        expect(after.sellerHouseSellFrontImage).toMatch(/\.webp$/);
        expect(after.sellerHouseSellLeftImage).toMatch(/\.webp$/);
        expect(filesUnder(pendingOf(t))).toEqual([]);
        expect(await jobs.countBy({ postHash })).toBe(0);
      });

      it('tries a photo again once the lease of an instance that died with it has run out', async () => {
        const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'));
        const { postHash } = res.body.data as { postHash: string };
        // Claimed by an instance that then died: nobody else takes it while the lease runs.
        const jobs = t.dataSource.getRepository(PhotoJob);
        const inAMinute = new Date(Date.now() + 60_000);
        await jobs.update({ postHash }, { leaseOwner: 'dead-instance', leaseUntil: inAMinute });
        await sweep();
        expect(await jobs.countBy({ postHash })).toBe(4);
        expect((await detailOf('carSell', postHash)).sellerCarSellFrontImage).toMatch(/\.jpg$/);

        await jobs.update({ postHash }, { leaseUntil: new Date(Date.now() - 1000) });
        await sweep();
        expect(await jobs.countBy({ postHash })).toBe(0);
        expect((await detailOf('carSell', postHash)).sellerCarSellFrontImage).toMatch(/\.webp$/);
      });
    });

    it('names every missing field in one message', async () => {
      const form = formFor('carRent');
      delete form.vehicleMake;
      form.price = '';
      const res = await postListing(t.http, seller.token, 'carRent', form);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill all required fields: vehicleMake, price');
    });

    it('names the missing images', async () => {
      const photo = await jpegPhoto();
      const res = await postListing(t.http, seller.token, 'houseRent', formFor('houseRent'), {
        frontImage: photo,
        backImage: photo,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please upload all required images: rightImage, leftImage');
    });

    it.each([
      [
        'a year in the future',
        { vehicleYear: String(new Date().getFullYear() + 5) },
        /vehicleYear must be a number from 1950/,
      ],
      ['a price that is not a number', { price: 'cheap' }, /price must be a number/],
      [
        'a currency other than ETB or USD',
        { priceCurrency: 'EUR' },
        'priceCurrency must be one of: ETB, USD.',
      ],
      [
        'an unknown duration',
        { perDayOrMonth: 'per week' },
        'perDayOrMonth must be one of: per day, per month.',
      ],
    ])('refuses %s', async (_, overrides, message) => {
      const res = await postListing(t.http, seller.token, 'carRent', formFor('carRent', overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    });

    describe('refused uploads leave no listing and no files', () => {
      let before: { files: number; listings: number };
      beforeEach(async () => {
        await photosDerived(t);
        before = {
          files: filesUnder(uploadsOf(t)).length,
          listings: await t.dataSource.getRepository(Listing).count(),
        };
      });
      afterEach(async () => {
        await photosDerived(t);
        expect(filesUnder(uploadsOf(t))).toHaveLength(before.files);
        expect(filesUnder(pendingOf(t))).toEqual([]);
        expect(await t.dataSource.getRepository(Listing).count()).toBe(before.listings);
      });

      it('refuses bytes that are not an image, whatever the file name', async () => {
        const photo = await jpegPhoto();
        const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'), {
          frontImage: photo,
          backImage: photo,
          rightImage: photo,
          leftImage: Buffer.from('<?php echo "hi"; ?>'),
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('leftImage must be a JPEG, PNG or WebP image.');
      });

      it('refuses a decompression bomb (a small file with huge dimensions)', async () => {
        const photo = await jpegPhoto();
        const bomb = await pngOf(8000, 8000);
        expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
        const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'), {
          frontImage: photo,
          backImage: bomb,
          rightImage: photo,
          leftImage: photo,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/^backImage is too large/);
      });

      it('refuses a file over 10 MB with 413', async () => {
        const photo = await jpegPhoto();
        const huge = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]);
        const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'), {
          frontImage: huge,
          backImage: photo,
          rightImage: photo,
          leftImage: photo,
        });
        expect(res.status).toBe(413);
        expect(res.body.message).toMatch(
          /frontImage is too large: each image may be at most 10 MB/,
        );
      });

      it('refuses a buyer', async () => {
        const res = await postListing(t.http, buyer.token, 'carSell', formFor('carSell'));
        expect(res.status).toBe(403);
      });

      it("refuses a seller posting under another seller's id", async () => {
        const res = await postListing(
          t.http,
          seller.token,
          'carSell',
          formFor('carSell', { sellerId: String(otherSeller.id) }),
        );
        expect(res.status).toBe(403);
      });
    });
  });

  describe('browsing', () => {
    beforeAll(async () => {
      // 100 car sales straight into the table: 30 Hyundai, 70 Toyota, newest last.
      const base = Date.UTC(2026, 0, 1);
      await insertListings(
        t,
        Array.from({ length: 100 }, (_, i) => ({
          type: 'carSell' as const,
          postHash: `bulk-${i}`,
          sellerId: otherSeller.id,
          make: i % 10 < 3 ? 'Hyundai' : 'Toyota',
          model: i % 10 < 3 ? 'Atos' : 'Corolla',
          year: 2010 + (i % 10),
          transmission: 'Manual',
          mileage: 1000 * i,
          bodyType: 'Sedan',
          engine: '1.6L',
          plateNumber: `AA-${i}`,
          fuel: 'Petrol',
          color: 'White',
          price: 500000 + i * 1000,
          currency: i % 4 === 0 ? 'USD' : 'ETB',
          country: 'Ethiopia',
          region: i % 2 ? 'Amhara' : 'Sidama',
          city: i % 2 ? 'Bahir Dar' : 'Hawassa',
          subcity: 'Center',
          imageFront: 'listings/x/front.webp',
          imageBack: 'listings/x/back.webp',
          imageRight: 'listings/x/right.webp',
          imageLeft: 'listings/x/left.webp',
          createdAt: new Date(base + i * 60_000),
        })),
      );
    });

    const browse = (query: Record<string, string | number>) =>
      asUser(t.http, buyer).get('/api/seller/carSell').query(query).expect(200);

    it('pages through the listings newest first, counting a search two pages ahead', async () => {
      const res = await browse({ q: 'corolla', page: 1, pageSize: 21 });
      expect(res.body.meta).toEqual({ page: 1, pageSize: 21, total: 63, totalCapped: true });
      expect(res.body.data).toHaveLength(21);
      expect(res.body.data[0].postHash).toBe('bulk-99');
      const last = await browse({ q: 'corolla', page: 4, pageSize: 21 });
      expect(last.body.data).toHaveLength(70 - 63);
    });

    it('searches any part of make, model, price and place', async () => {
      expect((await browse({ q: 'HYUN' })).body.meta.total).toBe(30);
      expect(
        (
          (await browse({ q: 'atos', pageSize: 50 })).body.data as {
            sellerCarSellVehicleModel: string;
          }[]
        ).every((l) => l.sellerCarSellVehicleModel === 'Atos'),
      ).toBe(true);
      expect((await browse({ q: 'sidama', pageSize: 20 })).body.meta.total).toBe(50);
      expect((await browse({ q: '599000' })).body.meta.total).toBe(1);
      expect((await browse({ q: 'oroll', pageSize: 25 })).body.meta.total).toBe(70);
      expect((await browse({ q: '%_!' })).body.meta.total).toBe(0);
    });

    it('filters by price range, currency, region and city', async () => {
      expect((await browse({ currency: 'USD' })).body.meta.total).toBe(25);
      expect((await browse({ minPrice: 590000, maxPrice: 594000 })).body.meta.total).toBe(5);
      expect((await browse({ region: 'amhara', city: 'Bahir Dar' })).body.meta.total).toBe(50);
    });

    it('caps the page size and refuses bad paging', async () => {
      const res = await asUser(t.http, buyer)
        .get('/api/seller/carSell')
        .query({ pageSize: 500 })
        .expect(400);
      expect(res.body.message).toBe('pageSize must be a whole number from 1 to 50.');
      await asUser(t.http, buyer).get('/api/seller/carSell').query({ page: 0 }).expect(400);
    });

    it('is for signed-in users only', async () => {
      await request(t.http).get('/api/seller/carSell').expect(401);
    });

    it('shows one listing by its postHash, and 404 for an unknown one', async () => {
      const res = await asUser(t.http, buyer).get('/api/seller/carSell/bulk-7').expect(200);
      expect(res.body.data).toMatchObject({
        postHash: 'bulk-7',
        sellerCarSellVehicleMake: 'Toyota',
      });
      await asUser(t.http, buyer).get('/api/seller/carSell/nope').expect(404);
      await asUser(t.http, buyer).get('/api/seller/carRent/bulk-7').expect(404);
    });

    it('shows the newest listings of every type to anyone, for the home page', async () => {
      const res = await request(t.http).get('/api/listings/latest').query({ limit: 5 }).expect(200);
      expect(res.body.data).toHaveLength(5);
    });
  });

  describe('own listings', () => {
    let postHash: string;
    beforeAll(async () => {
      const res = await postListing(
        t.http,
        seller.token,
        'houseRent',
        formFor('houseRent', { postHash: `own-${Date.now()}` }),
      );
      postHash = res.body.data.postHash as string;
    });

    it("lists only the seller's own listings", async () => {
      const res = await asUser(t.http, seller).get('/api/perSeller/houseRent').expect(200);
      const own = res.body.data as { sellerId: number; postHash: string }[];
      expect(own.every((l) => l.sellerId === seller.id)).toBe(true);
      expect(own.map((l) => l.postHash)).toContain(postHash);
      await asUser(t.http, seller)
        .get('/api/perSeller/houseRent')
        .query({ sellerId: otherSeller.id })
        .expect(403);
    });

    it('lets a manager list any seller, naming them', async () => {
      const manager = (await createStaff(t, 2)) as SignedInUser;
      const res = await asUser(t.http, manager)
        .get('/api/perSeller/houseRent')
        .query({ sellerId: seller.id })
        .expect(200);
      expect(res.body.meta.total).toBeGreaterThan(0);
    });

    it('reads one own listing, also through the perSeller/HouseRent spelling', async () => {
      await asUser(t.http, seller)
        .get(`/api/perSeller/houseRent/${postHash}`)
        .set('sellerId', String(seller.id))
        .expect(200);
      await asUser(t.http, seller).get(`/api/perSeller/HouseRent/${postHash}`).expect(200);
    });

    it("refuses another seller's read, edit and delete, and changes nothing", async () => {
      const edit = { ...formFor('houseRent'), priceCurrency: 'USD', rentDuration: 'per day' };
      delete (edit as Record<string, string>).currency;
      delete (edit as Record<string, string>).perDayOrMonth;
      delete (edit as Record<string, string>).description;
      await asUser(t.http, otherSeller).get(`/api/perSeller/houseRent/${postHash}`).expect(403);
      await asUser(t.http, otherSeller)
        .put(`/api/perSeller/houseRent/${postHash}`)
        .send({ ...edit, price: 1 })
        .expect(403);
      await asUser(t.http, otherSeller).delete(`/api/perSeller/houseRent/${postHash}`).expect(403);
      await asUser(t.http, seller)
        .get(`/api/perSeller/houseRent/${postHash}`)
        .set('sellerId', String(otherSeller.id))
        .expect(403);
      const still = await asUser(t.http, buyer)
        .get(`/api/seller/houseRent/${postHash}`)
        .expect(200);
      expect(still.body.data.sellerHouseRentPrice).toBe(45000);
    });

    it('lets the owner edit with the edit form names', async () => {
      const edit: Record<string, unknown> = {
        ...formFor('houseRent', { price: '52000', houseType: 'Condominium' }),
        priceCurrency: 'ETB',
        rentDuration: 'per day',
        houseDescription: 'Renovated.',
      };
      delete edit.currency;
      delete edit.perDayOrMonth;
      delete edit.description;
      const res = await asUser(t.http, seller)
        .put(`/api/perSeller/houseRent/${postHash}`)
        .send(edit)
        .expect(200);
      expect(res.body.message).toBe('House rent details updated successfully!');
      expect(res.body.data).toMatchObject({
        sellerHouseRentPrice: 52000,
        sellerHouseRentType: 'Condominium',
        sellerHouseRentPerDayOrOrPerMonth: 'per day',
        sellerHouseRentDescription: 'Renovated.',
      });
      const missing = await asUser(t.http, seller)
        .put(`/api/perSeller/houseRent/${postHash}`)
        .send({ ...edit, houseType: '' })
        .expect(400);
      expect(missing.body.message).toBe('Please fill all required fields: houseType');
    });

    it('lets the owner delete, removing the listing and its files', async () => {
      const res = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
      const { postHash: hash } = res.body.data as { postHash: string };
      const dir = join(uploadsOf(t), 'listings', hash);
      await photosDerived(t);
      // Per photo: the preview and the large, 800 px and thumbnail WebPs.
      expect(filesUnder(dir)).toHaveLength(16);
      await asUser(t.http, seller).delete(`/api/perSeller/carRent/${hash}`).expect(200);
      expect(filesUnder(dir)).toHaveLength(0);
      await asUser(t.http, buyer).get(`/api/seller/carRent/${hash}`).expect(404);
      await request(t.http).get(res.body.data.sellerCarRentFrontImage).expect(404);
    });
  });
});
