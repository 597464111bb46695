import type { ListingRow } from './listing-mapper';
import { listingAtPath, listingPagePath, listingPreview } from './listing-preview';

const images = { urlOf: (key: string) => `/uploads/${key}` };

const car = {
  type: 'carRent',
  postHash: 'abc 1',
  sellerId: 1,
  createdAt: new Date(),
  make: 'Toyota',
  model: 'Vitz',
  year: 2015,
  transmission: 'Automatic',
  fuel: 'Petrol',
  mileage: 84000,
  price: 2500,
  currency: 'ETB',
  rentPeriod: 'per day',
  country: 'Ethiopia',
  region: 'Addis Ababa',
  city: 'Addis Ababa',
  subcity: 'Bole',
  description: 'One owner.\n\nFull service history.',
  imageFront: 'listings/abc/front.webp',
  imageBack: 'b',
  imageRight: 'r',
  imageLeft: 'l',
} as ListingRow;

describe('Listing previews', () => {
  it("knows a listing's page from its path, and nothing else", () => {
    expect(listingAtPath('/seller/carRent/abc%201')).toEqual({
      type: 'carRent',
      postHash: 'abc 1',
    });
    expect(listingAtPath('/seller/houseSell/x/')).toEqual({ type: 'houseSell', postHash: 'x' });
    expect(listingAtPath(listingPagePath('carRent', 'abc 1'))).toEqual({
      type: 'carRent',
      postHash: 'abc 1',
    });
    for (const path of [
      '/seller/boat/x',
      '/seller/carRent',
      '/seller/carRent/x/y',
      '/x',
      '/seller/carRent/%E0%A4%A',
    ]) {
      expect(listingAtPath(path)).toBeNull();
    }
  });

  it('says what a car is, for rent where, for how much, with its front photo at an absolute address', () => {
    expect(listingPreview(car, images, 'https://gebeya.et')).toEqual({
      title: 'Toyota Vitz 2015 for rent in Addis Ababa · 2,500 ETB per day',
      description:
        '2,500 ETB per day · Automatic · Petrol · 84,000 km · Bole, Addis Ababa, Addis Ababa. One owner. Full service history.',
      url: 'https://gebeya.et/seller/carRent/abc%201',
      image: {
        url: 'https://gebeya.et/uploads/listings/abc/front-thumb.webp',
        alt: 'Toyota Vitz 2015, Addis Ababa',
      },
    });
  });

  it('keeps a bucket URL as it is, and cuts a long description at a word', () => {
    const house = {
      ...car,
      type: 'houseSell',
      houseType: 'Villa',
      bedrooms: 1,
      bathrooms: 1,
      area: 1250.5,
      price: 120000,
      currency: 'USD',
      rentPeriod: null,
      description: 'word '.repeat(100),
    } as ListingRow;
    const preview = listingPreview(
      house,
      { urlOf: (k) => `https://cdn.example/${k}` },
      'https://gebeya.et',
    );
    expect(preview.title).toBe('Villa, 1 bedroom for sale in Addis Ababa · 120,000 USD');
    expect(preview.description).toMatch(
      /^120,000 USD · 1,250.5 m² · 1 bathroom · Bole, Addis Ababa, Addis Ababa\. word/,
    );
    expect(preview.description).toMatch(/word…$/);
    expect(preview.description.length).toBeLessThan(300);
    expect(preview.image!.url).toBe('https://cdn.example/listings/abc/front-thumb.webp');
  });
});
