import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { In, LessThan } from 'typeorm';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingPhotoHash } from '../src/modules/listings/entities/listing-photo-hash.entity';
import { PhotoJob } from '../src/modules/listings/entities/photo-job.entity';
import { StagedPhoto } from '../src/modules/listings/entities/staged-photo.entity';
import { photoSizesProcess } from '../src/modules/listings/images/photo-sizes-process';
import { photoSizesInTurn } from '../src/modules/listings/images/image-work-queue';
import { photoFilesOf } from '../src/modules/listings/images/listing-photos.service';
import {
  MAX_STAGED_PHOTOS_PER_SELLER,
  StagedPhotos,
  stagedFilesOf,
} from '../src/modules/listings/images/staged-photos';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { asUser } from './utils/as-user';
import { creditSeller, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { jpegPhoto, pngOf } from './utils/images';
import { formFor, ListingType, photosDerived, postedHash, samplePhoto } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

type Slot = 'frontImage' | 'backImage' | 'rightImage' | 'leftImage';
const SLOTS: Slot[] = ['frontImage', 'backImage', 'rightImage', 'leftImage'];
const COLUMNS = ['imageFront', 'imageBack', 'imageRight', 'imageLeft'] as const;

/**
 * A seller's phone uploads each photo as soon as it is picked (POST /api/seller/photos): checked
 * like a post's, kept for a day. The post then names the photos by their ids, so sending it waits
 * for no upload and no photo check, and a photo that cannot be read is refused before the seller
 * pays for anything.
 */
describe('Photos uploaded before their post', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  const pending = (key: string) => join(t.database.dataDir, 'pending-photos', key);
  const uploads = (key: string) => join(t.database.dataDir, 'uploads', key);
  const staged = () => t.dataSource.getRepository(StagedPhoto);

  const stage = (user: SignedInUser, photo: Buffer, name = 'photo.jpg') =>
    asUser(t.http, user).post('/api/seller/photos').attach('photo', photo, name);

  async function stagedId(user: SignedInUser, photo?: Buffer): Promise<string> {
    const res = await stage(user, photo ?? (await samplePhoto())).expect(201);
    return (res.body as { data: { photoId: string } }).data.photoId;
  }

  /** Four photos staged by `user`: each slot's photo id. */
  async function stagedSlots(user: SignedInUser): Promise<Record<Slot, string>> {
    const ids = await Promise.all(SLOTS.map(() => stagedId(user)));
    return Object.fromEntries(SLOTS.map((slot, n) => [slot, ids[n]])) as Record<Slot, string>;
  }

  /** A post whose photos are staged ids (or files, where a Buffer is given). */
  function post(
    user: SignedInUser,
    photos: Partial<Record<Slot, string | Buffer>>,
    type: ListingType = 'carRent',
    fields: Record<string, string> = formFor(type),
  ) {
    const req = asUser(t.http, user).post(`/api/seller/${type}`);
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    for (const [slot, photo] of Object.entries(photos)) {
      if (typeof photo === 'string') void req.field(slot, photo);
      else void req.attach(slot, photo, `${slot}.jpg`);
    }
    return req;
  }

  const balanceOf = async (user: SignedInUser) =>
    Number(
      (await t.dataSource.getRepository(SellerAccount).findOneByOrFail({ sellerId: user.id }))
        .balance,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [seller, other] = await Promise.all([registerSeller(t.http), registerSeller(t.http)]);
    await Promise.all([creditSeller(t, seller), creditSeller(t, other)]);
    // The free trial spent, posts are paid from the balance.
    await postedHash(t.http, seller.token, 'carSell');
  });
  afterAll(() => t.close());

  it('checks a photo as it arrives and keeps it, with its preview, for a day', async () => {
    const before = Date.now();
    const res = await stage(seller, await jpegPhoto(2000, 1500, true)).expect(201);
    const { photoId, expiresAt } = res.body.data as { photoId: string; expiresAt: string };
    expect(photoId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    const files = stagedFilesOf(photoId);
    expect(existsSync(pending(files.original))).toBe(true);
    expect(existsSync(pending(files.preview))).toBe(true);
    // Nothing of it is public before it is posted.
    expect(existsSync(uploads(files.preview))).toBe(false);
    expect(await staged().findOneBy({ id: photoId })).toMatchObject({ sellerId: seller.id });
  });

  it('posts a listing that names its four photos, charged once, and derives their sizes', async () => {
    const photos = await stagedSlots(seller);
    const ids = Object.values(photos);
    const balance = await balanceOf(seller);
    const res = await post(seller, photos);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Car rent posted successfully! 500 ETB deducted from your subscription.',
    );
    expect(res.body.charge).toEqual({ method: 'balance', amount: 500 });
    expect(await balanceOf(seller)).toBe(balance - 500);
    const postHash = res.body.data.postHash as string;
    const listing = await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
    // Each slot shows its own photo's preview at once, its WebP sizes once derived.
    for (const column of COLUMNS) {
      expect(listing[column]).toMatch(
        new RegExp(`^listings/${postHash}/\\w+Image-[0-9a-f]+\\.jpg$`),
      );
      expect(existsSync(uploads(listing[column]))).toBe(true);
    }
    await photosDerived(t);
    const derived = await t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
    expect(existsSync(uploads(photoFilesOf(derived.imageFront).large))).toBe(true);
    expect(derived.imageFront).toMatch(/\.webp$/);
    // The staged photos are the listing's now: their rows and files are gone.
    expect(await staged().countBy({ id: In(ids) })).toBe(0);
    for (const id of ids) {
      expect(existsSync(pending(stagedFilesOf(id).original))).toBe(false);
      expect(existsSync(pending(stagedFilesOf(id).preview))).toBe(false);
    }
    // Fingerprints are kept as for a photo sent with the post.
    expect(
      await t.dataSource.getRepository(ListingPhotoHash).countBy({ listingId: listing.id }),
    ).toBe(4);
  });

  describe('their WebP sizes, made as the seller types', () => {
    let sizesMade: jest.SpiedFunction<typeof photoSizesProcess.derive>;
    /** The bytes of each photo whose sizes were made, in turn (its file goes once they are). */
    let madeOf: Buffer[];
    /** The files of uploads their sizes were made from, kept beyond their requests. */
    let madeFrom: string[];
    beforeEach(async () => {
      await photosDerived(t);
      madeOf = [];
      madeFrom = [];
      const derive = photoSizesProcess.derive.bind(photoSizesProcess);
      sizesMade = jest.spyOn(photoSizesProcess, 'derive').mockImplementation((photo, field) => {
        madeOf.push(Buffer.isBuffer(photo) ? photo : readFileSync(photo.path));
        if (!Buffer.isBuffer(photo)) madeFrom.push(photo.path);
        return derive(photo, field);
      });
    });
    afterEach(() => sizesMade.mockRestore());

    const listingOf = (postHash: string) =>
      t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
    const noStagedFiles = (ids: string[]) =>
      ids
        .flatMap((id) => Object.values(stagedFilesOf(id)))
        .filter((key) => existsSync(pending(key)));

    /** Holds this process's turn for photo sizes until the returned function is called. */
    function holdPhotoSizes(): () => Promise<void> {
      let release!: () => void;
      const held = photoSizesInTurn.run(
        'background',
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      return () => {
        release();
        return held;
      };
    }

    it('are kept beside each photo, and its post shows them without making them again', async () => {
      const photos = await stagedSlots(seller);
      await photosDerived(t);
      expect(sizesMade).toHaveBeenCalledTimes(4);
      // Made from the files the uploads were received into, which are gone now.
      expect(madeFrom).toHaveLength(4);
      expect(madeFrom.filter((path) => existsSync(path))).toEqual([]);
      const ids = SLOTS.map((slot) => photos[slot]);
      const kept = ids.map((id) => {
        const files = stagedFilesOf(id);
        expect(existsSync(pending(files.medium))).toBe(true);
        expect(existsSync(pending(files.thumbnail))).toBe(true);
        return readFileSync(pending(files.large));
      });
      // Still only the seller's: nothing of them is public.
      expect(existsSync(uploads(stagedFilesOf(ids[0]).large))).toBe(false);
      sizesMade.mockClear();

      const res = await post(seller, photos).expect(201);
      await photosDerived(t);
      expect(sizesMade).not.toHaveBeenCalled();
      const listing = await listingOf(res.body.data.postHash as string);
      COLUMNS.forEach((column, n) => {
        const files = photoFilesOf(listing[column]);
        expect(listing[column]).toBe(files.large);
        expect(readFileSync(uploads(files.large)).equals(kept[n])).toBe(true);
        expect(existsSync(uploads(files.medium))).toBe(true);
        expect(existsSync(uploads(files.thumbnail))).toBe(true);
      });
      expect(noStagedFiles(ids)).toEqual([]);
    });

    it('still being made when the post arrives, are its own once done, made once', async () => {
      const release = holdPhotoSizes();
      try {
        const photos = await stagedSlots(seller);
        const res = await post(seller, photos).expect(201);
        const postHash = res.body.data.postHash as string;
        expect(sizesMade).not.toHaveBeenCalled();
        expect((await listingOf(postHash)).imageFront).toMatch(/\.jpg$/);
        await release();
        await photosDerived(t);
        expect(sizesMade).toHaveBeenCalledTimes(4);
        const listing = await listingOf(postHash);
        for (const column of COLUMNS) {
          expect(listing[column]).toMatch(/\.webp$/);
          expect(existsSync(uploads(photoFilesOf(listing[column]).thumbnail))).toBe(true);
        }
        // Taken by the post while they were made, they were never kept as the seller's.
        expect(noStagedFiles(SLOTS.map((slot) => photos[slot]))).toEqual([]);
        expect(await t.dataSource.getRepository(PhotoJob).countBy({ postHash })).toBe(0);
      } finally {
        await release();
      }
    });

    it('are made first for the photos a post names', async () => {
      const release = holdPhotoSizes();
      try {
        const [unposted, posted] = await Promise.all([jpegPhoto(640, 480), jpegPhoto(480, 640)]);
        const waiting = await Promise.all(SLOTS.map(() => stagedId(other, unposted)));
        const photos = Object.fromEntries(
          await Promise.all(SLOTS.map(async (slot) => [slot, await stagedId(seller, posted)])),
        ) as Record<Slot, string>;
        await post(seller, photos).expect(201);
        await release();
        await photosDerived(t);
        const made = madeOf.map((bytes) =>
          bytes.equals(posted) ? 'posted' : bytes.equals(unposted) ? 'unposted' : 'other',
        );
        // The first photo uploaded was already in line when the post came.
        expect(made).toEqual([
          'unposted',
          ...SLOTS.map(() => 'posted'),
          ...waiting.slice(1).map(() => 'unposted'),
        ]);
      } finally {
        await release();
      }
    });

    it("missing (their instance stopped), are made by the post's work", async () => {
      const photos = await stagedSlots(seller);
      await photosDerived(t);
      rmSync(pending(stagedFilesOf(photos.backImage).medium));
      sizesMade.mockClear();
      const res = await post(seller, photos).expect(201);
      await photosDerived(t);
      expect(sizesMade).toHaveBeenCalledTimes(1);
      const listing = await listingOf(res.body.data.postHash as string);
      for (const column of COLUMNS) expect(listing[column]).toMatch(/\.webp$/);
      expect(existsSync(uploads(photoFilesOf(listing.imageBack).medium))).toBe(true);
    });
  });

  it('takes photos sent with the post beside staged ones', async () => {
    const [front, back] = await Promise.all([stagedId(seller), stagedId(seller)]);
    const photo = await samplePhoto();
    const res = await post(
      seller,
      { frontImage: front, backImage: back, rightImage: photo, leftImage: photo },
      'houseSell',
    );
    expect(res.status).toBe(201);
    expect(res.body.data.sellerHouseSellFrontImage).toMatch(/frontImage-[0-9a-f]+\.jpg$/);
  });

  it('posts a staged photo once: sent again, or by another seller, it is no longer there', async () => {
    const photos = await stagedSlots(seller);
    const theirs = await post(other, photos);
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({ code: 'STAGED_PHOTO_GONE', params: { fields: SLOTS } });
    expect((await post(seller, photos)).status).toBe(201);
    const again = await post(seller, photos);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('STAGED_PHOTO_GONE');
    const made = await post(seller, { ...photos, backImage: 'not-an-id' });
    expect(made.body).toMatchObject({ code: 'STAGED_PHOTO_GONE', params: { fields: SLOTS } });
  });

  it('may show one staged photo in two slots', async () => {
    const [one, two, three] = await Promise.all([0, 1, 2].map(() => stagedId(seller)));
    const res = await post(seller, {
      frontImage: one,
      backImage: one,
      rightImage: two,
      leftImage: three,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.sellerCarRentFrontImage).not.toBe(res.body.data.sellerCarRentBackImage);
  });

  it('keeps the photos of a post that fails, for the same post sent again', async () => {
    const photos = await stagedSlots(seller);
    const taken = await post(
      seller,
      photos,
      'carSell',
      formFor('carSell', { postHash: 'stagedtwice' }),
    );
    expect(taken.status).toBe(201);
    const more = await stagedSlots(seller);
    const clash = await post(
      seller,
      more,
      'carSell',
      formFor('carSell', { postHash: 'stagedtwice' }),
    );
    expect(clash.status).toBe(409);
    expect(await staged().countBy({ id: more.frontImage })).toBe(1);
    expect(existsSync(pending(stagedFilesOf(more.frontImage).original))).toBe(true);
    const retried = await post(
      seller,
      more,
      'carSell',
      formFor('carSell', { postHash: 'stagedonce' }),
    );
    expect(retried.status).toBe(201);
  });

  it('takes a staged photo whose files went missing for one gone, and stores nothing of the post', async () => {
    const photos = await stagedSlots(seller);
    await photosDerived(t);
    for (const key of Object.values(stagedFilesOf(photos.backImage))) {
      rmSync(pending(key), { force: true });
    }
    const listings = await t.dataSource.getRepository(Listing).count();
    const jobs = await t.dataSource.getRepository(PhotoJob).count();
    const res = await post(seller, photos);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'STAGED_PHOTO_GONE',
      params: { fields: ['backImage'] },
    });
    expect(await t.dataSource.getRepository(Listing).count()).toBe(listings);
    expect(await t.dataSource.getRepository(PhotoJob).count()).toBe(jobs);
    // The other photos still wait, for the post sent again with the missing one itself.
    const retried = await post(seller, { ...photos, backImage: await samplePhoto() });
    expect(retried.status).toBe(201);
  });

  it('refuses what is not a readable photo, and keeps nothing of it', async () => {
    const count = await staged().count();
    const text = await stage(seller, Buffer.from('not an image at all'), 'notes.jpg').expect(400);
    expect(text.body).toMatchObject({ code: 'IMAGE_NOT_SUPPORTED', params: { field: 'photo' } });
    const jpeg = await samplePhoto();
    const cut = await stage(seller, jpeg.subarray(0, jpeg.length / 2)).expect(400);
    expect(cut.body.code).toBe('IMAGE_UNREADABLE');
    const none = await asUser(t.http, seller)
      .post('/api/seller/photos')
      .field('note', 'x')
      .expect(400);
    expect(none.body.code).toBe('PHOTO_MISSING');
    const elsewhere = await asUser(t.http, seller)
      .post('/api/seller/photos')
      .attach('frontImage', jpeg, 'front.jpg')
      .expect(400);
    expect(elsewhere.body.code).toBe('UNEXPECTED_FILE');
    expect(await staged().count()).toBe(count);
  });

  it('refuses a slot sent both as a photo and as an id', async () => {
    const id = await stagedId(seller);
    const req = asUser(t.http, seller).post('/api/seller/carRent');
    for (const [key, value] of Object.entries(formFor('carRent'))) void req.field(key, value);
    for (const slot of SLOTS) void req.attach(slot, await samplePhoto(), `${slot}.jpg`);
    void req.field('frontImage', id);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PHOTO_SENT_TWICE', params: { field: 'frontImage' } });
  });

  it('still needs all four photos, however they are sent', async () => {
    const id = await stagedId(seller);
    const res = await post(seller, { frontImage: id, backImage: await samplePhoto() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'REQUIRED_IMAGES',
      message: 'Please upload all required images: rightImage, leftImage',
    });
  });

  it('replaces a photo of a listing with a staged one', async () => {
    const posted = await post(seller, await stagedSlots(seller));
    const postHash = posted.body.data.postHash as string;
    const replacement = await stagedId(seller, await pngOf(900, 700));
    const res = await asUser(t.http, seller)
      .put(`/api/perSeller/carRent/${postHash}/images`)
      .field('backImage', replacement)
      .expect(200);
    expect(res.body.message).toBe('Car rent photos updated successfully!');
    expect(res.body.data.sellerCarRentBackImage).not.toBe(posted.body.data.sellerCarRentBackImage);
    expect(await staged().countBy({ id: replacement })).toBe(0);
  });

  it('is for sellers only', async () => {
    const buyer = await registerBuyer(t.http);
    await asUser(t.http, buyer)
      .post('/api/seller/photos')
      .attach('photo', await samplePhoto(), 'photo.jpg')
      .expect(403);
    await request(t.http)
      .post('/api/seller/photos')
      .attach('photo', await samplePhoto(), 'photo.jpg')
      .expect(401);
  });

  it(`keeps at most ${MAX_STAGED_PHOTOS_PER_SELLER} photos of a seller waiting`, async () => {
    const busy = await registerSeller(t.http);
    const expiresAt = new Date(Date.now() + 3600_000);
    await staged().insert(
      Array.from({ length: MAX_STAGED_PHOTOS_PER_SELLER }, (_, n) => ({
        id: `waiting${String(n).padStart(15, '0')}`,
        sellerId: busy.id,
        fingerprint: null,
        expiresAt,
      })),
    );
    const res = await stage(busy, await samplePhoto()).expect(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_STAGED_PHOTOS', params: { max: '40' } });
  });

  it('lets photos no post took go after a day, files and all', async () => {
    const id = await stagedId(other);
    await photosDerived(t);
    expect(existsSync(pending(stagedFilesOf(id).thumbnail))).toBe(true);
    await staged().update({ id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(other, {
      frontImage: id,
      backImage: id,
      rightImage: id,
      leftImage: id,
    });
    expect(expired.body.code).toBe('STAGED_PHOTO_GONE');
    const swept = await t.app.get(StagedPhotos).sweep();
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await staged().countBy({ id })).toBe(0);
    expect(await staged().countBy({ expiresAt: LessThan(new Date()) })).toBe(0);
    for (const key of Object.values(stagedFilesOf(id)))
      expect(existsSync(pending(key))).toBe(false);
  });

  it('sweeps every expired photo in one go, more than a batch of them', async () => {
    const abandoned = await registerSeller(t.http);
    const expiresAt = new Date(Date.now() - 1000);
    await staged().insert(
      Array.from({ length: 230 }, (_, n) => ({
        id: `abandoned${String(n).padStart(13, '0')}`,
        sellerId: abandoned.id,
        fingerprint: null,
        expiresAt,
      })),
    );
    const waiting = await stagedId(abandoned);
    expect(await t.app.get(StagedPhotos).sweep()).toBe(230);
    expect(await staged().countBy({ sellerId: abandoned.id })).toBe(1);
    expect(await staged().countBy({ id: waiting })).toBe(1);
  });
});
