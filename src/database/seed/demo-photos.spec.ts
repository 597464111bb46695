import sharp from 'sharp';
import { demoListings } from './demo-listings';
import { demoPhotos } from './demo-photos';

describe('demo photos', () => {
  const listings = demoListings();
  const car = listings.findIndex((l) => l.type === 'carSell');
  const home = listings.findIndex((l) => l.type === 'houseRent');

  it.each([
    ['a car', car],
    ['a home', home],
  ])(
    'are four different 800×600 JPEGs of %s, the same on every start',
    async (_, n) => {
      const photos = await demoPhotos(listings[n], n);
      expect(photos).toHaveLength(4);
      for (const photo of photos) {
        const meta = await sharp(photo).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
        expect(photo.length).toBeLessThan(200_000);
      }
      expect(new Set(photos.map((p) => p.toString('base64'))).size).toBe(4);
      expect(await demoPhotos(listings[n], n)).toEqual(photos);
    },
    60_000,
  );
});
