import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { photoFilesOf } from '../src/modules/listings/images/listing-photos.service';
import { PhotoSizeBackfill } from '../src/modules/listings/images/photo-size-backfill';
import { asUser } from './utils/as-user';
import {
  creditSeller,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { formFor, photosDerived, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

const COLUMNS = ['imageFront', 'imageBack', 'imageRight', 'imageLeft'] as const;
const SLOTS = ['Front', 'Back', 'Right', 'Left'];

/** Listings posted before photos had an 800 px size get it, without a stop or a second pass. */
describe('Photo sizes of older listings', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  const uploads = (key: string) => join(t.database.dataDir, 'uploads', key);
  const listings = () => t.dataSource.getRepository(Listing);
  const backfill = () => t.app.get(PhotoSizeBackfill).run();
  const detail = async (postHash: string) =>
    (await asUser(t.http, buyer).get(`/api/seller/carRent/${postHash}`).expect(200)).body
      .data as Record<string, string>;

  /** A listing as one posted before the size existed: its photos without it, unmarked. */
  async function olderListing(): Promise<Listing> {
    const res = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
    expect(res.status).toBe(201);
    await photosDerived(t);
    const listing = await listings().findOneByOrFail({ postHash: res.body.data.postHash });
    for (const column of COLUMNS) rmSync(uploads(photoFilesOf(listing[column]).medium));
    await listings().update({ id: listing.id }, { mediumPhotos: false });
    return listing;
  }

  beforeAll(async () => {
    t = await createTestApp();
    seller = await registerSeller(t.http);
    await creditSeller(t, seller);
    buyer = await registerBuyer(t.http);
    await subscribeBuyer(t, buyer);
  });
  afterAll(() => t.close());

  it('makes the 800 px size of each photo, then names it on the pages', async () => {
    const listing = await olderListing();
    const before = await detail(listing.postHash);
    expect(Object.keys(before).filter((key) => key.endsWith('MediumImage'))).toEqual([]);

    expect(await backfill()).toEqual({ listings: 1, photos: 4, deferred: 0 });

    const after = await detail(listing.postHash);
    for (const slot of SLOTS) {
      const medium = after[`sellerCarRent${slot}MediumImage`];
      expect(medium).toBe(after[`sellerCarRent${slot}Image`].replace(/\.webp$/, '-medium.webp'));
      const served = await request(t.http).get(medium).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({
        width: 800,
        height: 600,
      });
    }
    expect((await listings().findOneByOrFail({ id: listing.id })).mediumPhotos).toBe(true);
    // Nothing is left to do: a second run changes nothing.
    expect(await backfill()).toEqual({ listings: 0, photos: 0, deferred: 0 });
  });

  it('leaves a photo still waiting for its work to that work, and marks the listing', async () => {
    const listing = await olderListing();
    // Its back photo still shows the preview, as right after a post.
    const preview = photoFilesOf(listing.imageBack).preview;
    await listings().update({ id: listing.id }, { imageBack: preview });

    expect(await backfill()).toEqual({ listings: 1, photos: 3, deferred: 0 });
    const after = await detail(listing.postHash);
    // The preview, at most 800 px itself, stands in for every size until its work is done.
    expect(after.sellerCarRentBackMediumImage).toBe(`/uploads/${preview}`);
    expect(after.sellerCarRentBackImage).toBe(`/uploads/${preview}`);
    expect(existsSync(uploads(photoFilesOf(listing.imageFront).medium))).toBe(true);
  });

  it('tries a listing again later when a photo cannot be read from storage', async () => {
    const listing = await olderListing();
    rmSync(uploads(listing.imageLeft));

    expect(await backfill()).toEqual({ listings: 0, photos: 0, deferred: 1 });
    expect((await listings().findOneByOrFail({ id: listing.id })).mediumPhotos).toBe(false);
    const page = await detail(listing.postHash);
    expect(page.sellerCarRentFrontMediumImage).toBeUndefined();
    // Once the photo is back, the next run finishes the listing.
    await listings().update({ id: listing.id }, { imageLeft: listing.imageBack });
    expect(await backfill()).toEqual({ listings: 1, photos: 4, deferred: 0 });
  });

  it('makes nothing for a listing posted since: its photo work made every size', async () => {
    const res = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
    await photosDerived(t);
    const listing = await listings().findOneByOrFail({ postHash: res.body.data.postHash });
    expect(listing.mediumPhotos).toBe(true);
    for (const column of COLUMNS) {
      expect(existsSync(uploads(photoFilesOf(listing[column]).medium))).toBe(true);
    }
    expect(await backfill()).toEqual({ listings: 0, photos: 0, deferred: 0 });
  });

  it("deletes a listing's 800 px photos with the listing", async () => {
    const res = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
    await photosDerived(t);
    const listing = await listings().findOneByOrFail({ postHash: res.body.data.postHash });
    const medium = uploads(photoFilesOf(listing.imageFront).medium);
    expect(existsSync(medium)).toBe(true);
    await asUser(t.http, seller).delete(`/api/perSeller/carRent/${listing.postHash}`).expect(200);
    expect(existsSync(medium)).toBe(false);
  });
});
