import { setFlagsFromString } from 'node:v8';
import type { Listing } from './entities/listing.entity';
import { ImageUrls, ListingRow, listingRowOf, toWire } from './listing-mapper';
import type { ListingSellerFacts } from './listing-sellers';
import { LISTING_TYPE_KEYS, LISTING_TYPES, ListingTypeKey } from './listing-types';

const images: ImageUrls = { urlOf: (key) => `/uploads/${key}` };
const createdAt = new Date('2026-11-20T08:30:00Z');

function row(type: ListingTypeKey, mediumPhotos: boolean): ListingRow {
  const photo = (side: string) => `listings/abc123/${side}-f00d.webp`;
  const listing: Partial<Listing> = {
    id: 7,
    type,
    postHash: 'abc123',
    sellerId: 3,
    make: 'Toyota',
    model: 'Vitz',
    year: 2015,
    transmission: 'Automatic',
    mileage: 85000,
    bodyType: 'Hatchback',
    engine: '1.0L',
    plateNumber: 'AA-2-B12345',
    fuel: 'Petrol',
    color: 'White',
    houseType: 'Villa',
    area: 220,
    bedrooms: 4,
    bathrooms: 2,
    livingRooms: 1,
    price: 2500,
    currency: 'ETB',
    rentPeriod: 'per day',
    country: 'Ethiopia',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    subcity: 'Bole',
    description: null,
    imageFront: photo('frontImage'),
    imageBack: photo('backImage'),
    imageRight: photo('rightImage'),
    imageLeft: photo('leftImage'),
    mediumPhotos,
    status: 'active',
    statusReason: null,
    expiresAt: null,
    createdAt,
  };
  return listing as ListingRow;
}

const anonymous: ListingSellerFacts = { sellerHash: 'f00dcafe', phoneVerified: true };
const withEmail: ListingSellerFacts = { ...anonymous, email: 'owner@example.et' };

/** Whether V8 keeps an object's keys in fast mode (not as a dictionary). */
function hasFastProperties(value: object): boolean {
  setFlagsFromString('--allow-natives-syntax');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return (new Function('value', 'return %HasFastProperties(value)') as (v: object) => boolean)(
    value,
  );
}

describe('toWire', () => {
  it("names a car's fields as the spec does, in one order", () => {
    const wire = toWire(row('carRent', true), images, withEmail);
    expect(Object.entries(wire)).toEqual([
      ['type', 'carRent'],
      ['postHash', 'abc123'],
      ['sellerId', 3],
      ['sellerHash', 'f00dcafe'],
      ['sellerPhoneVerified', true],
      ['email', 'owner@example.et'],
      ['sellerCarRentId', 7],
      ['sellerCarRentVehicleMake', 'Toyota'],
      ['sellerCarRentVehicleModel', 'Vitz'],
      ['sellerCarRentVehicleYear', 2015],
      ['transmision', 'Automatic'],
      ['milage', 85000],
      ['bodyType', 'Hatchback'],
      ['engine', '1.0L'],
      ['plateNumber', 'AA-2-B12345'],
      ['fuel', 'Petrol'],
      ['sellerCarRentVehicleColor', 'White'],
      ['sellerCarRentPrice', 2500],
      ['sellerCarRentVehiclePriceCurrency', 'ETB'],
      ['sellerRentVehiclePerDayOrPerMonth', 'per day'],
      ['sellerCarRentCountry', 'Ethiopia'],
      ['sellerCarRentRegion', 'Addis Ababa'],
      ['sellerCarRentCity', 'Addis Ababa'],
      ['sellerCarRentSubcity', 'Bole'],
      ['sellerCarRentVehicleDescription', null],
      ['sellerCarRentFrontImage', '/uploads/listings/abc123/frontImage-f00d.webp'],
      ['sellerCarRentBackImage', '/uploads/listings/abc123/backImage-f00d.webp'],
      ['sellerCarRentRightImage', '/uploads/listings/abc123/rightImage-f00d.webp'],
      ['sellerCarRentLeftImage', '/uploads/listings/abc123/leftImage-f00d.webp'],
      ['sellerCarRentThumbnail', '/uploads/listings/abc123/frontImage-f00d-thumb.webp'],
      ['sellerCarRentFrontMediumImage', '/uploads/listings/abc123/frontImage-f00d-medium.webp'],
      ['sellerCarRentAddedDate', createdAt.toISOString()],
      ['status', 'active'],
      ['statusReason', null],
      ['expiresAt', null],
    ]);
  });

  it("names a house's fields, its currency under both names", () => {
    const wire = toWire(row('houseSell', false), images, anonymous);
    expect(Object.keys(wire)).toEqual([
      'type',
      'postHash',
      'sellerId',
      'sellerHash',
      'sellerPhoneVerified',
      'sellerHouseSellId',
      'sellerHouseSellType',
      'sellerHouseArea',
      'sellerHouseSellPrice',
      'sellerHouseSellPriceCurrency',
      'sellerHouseSellLivingRoomNumber',
      'sellerHouseSellBedroomNumber',
      'sellerHouseSellBatchRoomNumber',
      'sellerHouseSellCountry',
      'sellerHouseSellRegion',
      'sellerHouseSellCity',
      'sellerHouseSellSubcity',
      'sellerHouseSellDescription',
      'currency',
      'sellerHouseSellFrontImage',
      'sellerHouseSellBackImage',
      'sellerHouseSellRightImage',
      'sellerHouseSellLeftImage',
      'sellerHouseSellThumbnail',
      'sellerHouseSellAddedDate',
      'status',
      'statusReason',
      'expiresAt',
    ]);
    expect(wire.currency).toBe('ETB');
    expect(wire.sellerHouseSellPriceCurrency).toBe('ETB');
  });

  it.each(LISTING_TYPE_KEYS)(
    'leaves out of a %s what the reader may not see or the photos do not have yet',
    (type) => {
      const wire = toWire(row(type, false), images, anonymous);
      expect(wire).not.toHaveProperty('email');
      expect(Object.keys(wire).some((key) => key.endsWith('MediumImage'))).toBe(false);
    },
  );

  it.each(LISTING_TYPE_KEYS)(
    'answers a %s with the same keys however the answers before it looked',
    (type) => {
      const first = toWire(row(type, true), images, withEmail);
      toWire(row(type, false), images, anonymous);
      const again = toWire(row(type, true), images, withEmail);
      expect(Object.keys(again)).toEqual(Object.keys(first));
      // Every key is filled in: the only nulls are the row's own (no description, not hidden,
      // no expiry).
      const { prefix, category } = LISTING_TYPES[type];
      const description = `${prefix}${category === 'car' ? 'Vehicle' : ''}Description`;
      const nulls = Object.keys(again).filter((key) => again[key] === null);
      expect(nulls).toEqual([description, 'statusReason', 'expiresAt']);
    },
  );

  it('answers with objects V8 keeps in fast mode, quick to read and to turn into JSON', () => {
    for (const type of LISTING_TYPE_KEYS) {
      for (const seller of [anonymous, withEmail]) {
        for (const medium of [false, true]) {
          expect(hasFastProperties(toWire(row(type, medium), images, seller))).toBe(true);
        }
      }
    }
  });
});

describe('listingRowOf', () => {
  it("reads SQLite's UTC datetime text as the instant it names", () => {
    const row = listingRowOf({
      createdAt: '2026-11-29 07:05:09.042',
      expiresAt: '1999-12-31 23:59:59.999',
    });
    expect(row.createdAt.toISOString()).toBe('2026-11-29T07:05:09.042Z');
    expect(row.expiresAt?.toISOString()).toBe('1999-12-31T23:59:59.999Z');
  });

  it('reads the other shapes a datetime may have as UTC too', () => {
    const row = listingRowOf({ createdAt: '2026-11-29 07:05', expiresAt: '2026-11-29T07:05:09' });
    expect(row.createdAt.toISOString()).toBe('2026-11-29T07:05:00.000Z');
    expect(row.expiresAt?.toISOString()).toBe('2026-11-29T07:05:09.000Z');
    expect(
      listingRowOf({ createdAt: '2026-11-29T07:05:09.042+03:00' }).createdAt.toISOString(),
    ).toBe('2026-11-29T04:05:09.042Z');
  });

  it('leaves a datetime the driver already read, and reads a DECIMAL price and 0 or 1 flags', () => {
    const createdAt = new Date('2026-01-02T03:04:05.006Z');
    const row = listingRowOf({ createdAt, price: '2500.50', mediumPhotos: 1 });
    expect(row.createdAt).toBe(createdAt);
    expect(row.price).toBe(2500.5);
    expect(row.mediumPhotos).toBe(true);
  });
});
