import sharp from 'sharp';
import { demoListings } from '../src/database/seed/demo-listings';
import { demoPhotos } from '../src/database/seed/demo-photos';
import { ListingPhotoHash } from '../src/modules/listings/entities/listing-photo-hash.entity';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { ListingsService } from '../src/modules/listings/listings.service';
import { asUser } from './utils/as-user';
import { creditSeller, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

type Slot = 'frontImage' | 'backImage' | 'rightImage' | 'leftImage';
const SLOTS: Slot[] = ['frontImage', 'backImage', 'rightImage', 'leftImage'];

/**
 * Every photo is fingerprinted when posted: a photo another seller's listing already shows puts
 * the new listing in the moderation queue, and a seller posting their own photo again is told
 * which of their listings it looks like. Neither stops the post.
 */
describe('Duplicate photos', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  /** Four photos each of three different demo listings. */
  let sets: Buffer[][];
  let original: string;

  const asSlots = (photos: Buffer[]) =>
    Object.fromEntries(SLOTS.map((slot, n) => [slot, photos[n]])) as Record<Slot, Buffer>;
  const post = async (user: SignedInUser, photos: Buffer[]) => {
    const res = await postListing(
      t.http,
      user.token,
      'carSell',
      formFor('carSell'),
      asSlots(photos),
    );
    expect(res.status).toBe(201);
    return res.body as { notice?: unknown; data: { postHash: string } };
  };
  const listing = (postHash: string) =>
    t.dataSource.getRepository(Listing).findOneByOrFail({ postHash });
  /** A copy as a scammer makes one: smaller, recompressed, another format. */
  const copyOf = (photo: Buffer) => sharp(photo).resize(560).webp({ quality: 60 }).toBuffer();

  beforeAll(async () => {
    t = await createTestApp();
    [seller, other] = await Promise.all([registerSeller(t.http), registerSeller(t.http)]);
    await Promise.all([creditSeller(t, seller), creditSeller(t, other)]);
    const demos = demoListings();
    sets = await Promise.all([0, 1, 2].map((n) => demoPhotos(demos[n], n)));
    original = (await post(seller, sets[0])).data.postHash;
  }, 120_000);
  afterAll(() => t.close());

  it('keeps a fingerprint of each photo, and flags nothing new', async () => {
    const first = await listing(original);
    expect(first).toMatchObject({ flagReason: null, flaggedAt: null });
    const rows = await t.dataSource.getRepository(ListingPhotoHash).findBy({ listingId: first.id });
    expect(rows.map((row) => row.slot).sort()).toEqual([...SLOTS].sort());
    expect(rows.every((row) => row.matchedListingId === null)).toBe(true);
  });

  it('tells a seller reposting their own photo which listing it looks like, and posts it', async () => {
    const reply = await post(seller, [await copyOf(sets[0][0]), ...sets[1].slice(1)]);
    expect(reply.notice).toEqual({
      code: 'LOOKS_LIKE_OWN_LISTING',
      listing: { type: 'carSell', postHash: original },
    });
    expect(await listing(reply.data.postHash)).toMatchObject({
      status: 'active',
      flagReason: null,
    });
  });

  it("flags another seller's listing showing a resized, re-encoded copy, and names the original", async () => {
    const reply = await post(other, [...sets[2].slice(0, 3), await copyOf(sets[0][3])]);
    expect(reply.notice).toBeUndefined();
    const flagged = await listing(reply.data.postHash);
    expect(flagged).toMatchObject({ status: 'active', flagReason: 'duplicate-photo' });
    expect(flagged.flaggedAt).toBeInstanceOf(Date);
    const matches = await t.app.get(ListingsService).photoMatches(flagged.id);
    expect(matches.map(({ slot, listing }) => [slot, listing.postHash])).toEqual([
      ['leftImage', original],
    ]);
    // Still public: a moderator decides.
    const buyer = await registerBuyer(t.http);
    await asUser(t.http, buyer).get(`/api/seller/carSell/${reply.data.postHash}`).expect(200);
  });

  it('lets different photos of similar scenes through', async () => {
    const demos = demoListings();
    const reply = await post(other, await demoPhotos(demos[4], 4));
    expect(reply.notice).toBeUndefined();
    expect(await listing(reply.data.postHash)).toMatchObject({ flagReason: null });
  }, 60_000);

  it('checks a replaced photo too', async () => {
    const demos = demoListings();
    const reply = await post(other, await demoPhotos(demos[5], 5));
    expect((await listing(reply.data.postHash)).flagReason).toBeNull();
    await asUser(t.http, other)
      .put(`/api/perSeller/carSell/${reply.data.postHash}/images`)
      .attach('backImage', await copyOf(sets[0][1]), 'back.webp')
      .expect(200);
    const replaced = await listing(reply.data.postHash);
    expect(replaced.flagReason).toBe('duplicate-photo');
    const back = await t.dataSource
      .getRepository(ListingPhotoHash)
      .findOneByOrFail({ listingId: replaced.id, slot: 'backImage' });
    expect(back.matchedListingId).toBe((await listing(original)).id);
  }, 60_000);

  it("drops a listing's fingerprints with the listing", async () => {
    const { id } = await listing(original);
    await asUser(t.http, seller).delete(`/api/perSeller/carSell/${original}`).expect(200);
    expect(await t.dataSource.getRepository(ListingPhotoHash).countBy({ listingId: id })).toBe(0);
    // Its right-hand photo is in no other listing: posting it again flags nothing.
    const third = await registerSeller(t.http);
    await creditSeller(t, third);
    const reply = await post(third, [
      sets[0][2],
      ...(await demoPhotos(demoListings()[6], 6)).slice(1),
    ]);
    expect(reply.notice).toBeUndefined();
    expect((await listing(reply.data.postHash)).flagReason).toBeNull();
  }, 60_000);
});
