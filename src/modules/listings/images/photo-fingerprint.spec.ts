import sharp from 'sharp';
import { demoListings } from '../../../database/seed/demo-listings';
import { demoPhotos } from '../../../database/seed/demo-photos';
import { previewImage } from './image-processor';
import {
  bandsOf,
  distanceBetween,
  SAME_PHOTO_MAX_DISTANCE,
  widestSpread,
} from './photo-fingerprint';

const fingerprint = async (photo: Buffer) => (await previewImage(photo, 'frontImage')).fingerprint;

describe('photo fingerprints', () => {
  let photos: Buffer[];

  beforeAll(async () => {
    const listings = demoListings();
    photos = (await Promise.all(listings.map((listing, n) => demoPhotos(listing, n)))).flat();
  }, 400_000);

  it('recognise a photo re-encoded, resized, recompressed and turned into a PNG', async () => {
    const original = photos[0];
    const copies = await Promise.all([
      sharp(original).resize(480).jpeg({ quality: 55 }).toBuffer(),
      sharp(original).resize(1600).webp({ quality: 70 }).toBuffer(),
      sharp(original).modulate({ brightness: 1.08 }).png().toBuffer(),
      sharp(original).resize(640, 480).jpeg({ quality: 40 }).toBuffer(),
    ]);
    const first = (await fingerprint(original))!;
    for (const copy of copies) {
      const again = (await fingerprint(copy))!;
      expect(distanceBetween(first, again)).toBeLessThanOrEqual(SAME_PHOTO_MAX_DISTANCE);
    }
  });

  it('never take two different demo photos for the same picture', async () => {
    const prints = await Promise.all(photos.map((photo) => fingerprint(photo)));
    expect(prints.every((print) => print && /^[0-9a-f]{64}$/.test(print))).toBe(true);
    const alike: string[] = [];
    let closest = 64;
    for (let a = 0; a < prints.length; a++) {
      for (let b = a + 1; b < prints.length; b++) {
        const distance = distanceBetween(prints[a]!, prints[b]!);
        closest = Math.min(closest, distance);
        if (distance <= SAME_PHOTO_MAX_DISTANCE) alike.push(`${a}~${b}: ${distance}`);
      }
    }
    expect(photos).toHaveLength(160);
    expect(alike).toEqual([]);
    expect(closest).toBeGreaterThan(SAME_PHOTO_MAX_DISTANCE);
  }, 60_000);

  it('leave a flat one-colour photo out of the comparison', async () => {
    const blank = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#078930' },
    })
      .jpeg()
      .toBuffer();
    expect(await fingerprint(blank)).toBeNull();
  });

  it("measure a photo's spread of brightness as sharp's stats() does", async () => {
    for (const photo of [photos[0], photos[57]]) {
      const { data, info } = await sharp(photo)
        .resize(256, 256, { fit: 'fill' })
        .ensureAlpha(1)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const { channels } = await sharp(data, raw).stats();
      const expected = Math.max(...channels.map((channel) => channel.stdev));
      expect(expected).toBeGreaterThan(6);
      expect(widestSpread(data, info.channels)).toBeCloseTo(expected, 6);
    }
    expect(widestSpread(new Uint8Array([9, 9, 9, 255, 9, 9, 9, 255]), 4)).toBe(0);
  });

  it('split into eight bands, and count the bits two fingerprints differ in', () => {
    const print = '0123456789abcdef'.repeat(4);
    expect(bandsOf(print)).toEqual(Array(4).fill(['01234567', '89abcdef']).flat());
    const flipped = `f${print.slice(1, 40)}e${print.slice(41)}`;
    expect(distanceBetween(print, print)).toBe(0);
    // 0 → f flips four bits, 8 → e two.
    expect(distanceBetween(print, flipped)).toBe(6);
  });
});
