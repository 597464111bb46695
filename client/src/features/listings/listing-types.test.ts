import { describe, expect, expectTypeOf, it } from 'vitest';
import { CAR_RENT_WIRE, HOUSE_RENT_WIRE, HOUSE_SELL_WIRE } from '../seller/test-fixtures';
import { toListingView, type ListingWire, type ListingWireOf } from './listing-types';

describe('toListingView', () => {
  it("reads a car's spec names (prefixed, misspelt or shared) into the common view", () => {
    expect(toListingView(CAR_RENT_WIRE)).toEqual({
      type: 'carRent',
      postHash: 'abc123',
      sellerId: 1,
      sellerHash: '01HSELLERHASH0000000000001',
      sellerPhoneVerified: false,
      status: 'active',
      statusReason: null,
      expiresAt: null,
      title: 'Toyota Vitz',
      price: 2500,
      currency: 'ETB',
      rentPeriod: 'per day',
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Bole',
      description: 'Clean and reliable',
      images: {
        front: '/uploads/front.webp',
        back: '/uploads/back.webp',
        right: '/uploads/right.webp',
        left: '/uploads/left.webp',
      },
      thumbnail: '/uploads/thumb.webp',
      addedDate: CAR_RENT_WIRE.sellerCarRentAddedDate,
      car: {
        make: 'Toyota',
        model: 'Vitz',
        year: 2015,
        transmission: 'Automatic',
        mileage: 85000,
        bodyType: 'Hatchback',
        engine: '1.3L',
        plateNumber: 'AA-2-12345',
        fuel: 'Petrol',
        color: 'White',
      },
    });
  });

  it("reads a house's names, with the rent period only for rentals", () => {
    expect(toListingView(HOUSE_RENT_WIRE)).toMatchObject({
      title: 'Villa',
      price: 40000,
      currency: 'USD',
      rentPeriod: 'per month',
      region: 'Oromia',
      description: 'Big garden',
      house: { houseType: 'Villa', area: 250, bedrooms: 4, bathrooms: 3, livingRooms: 2 },
    });
    expect(toListingView(HOUSE_SELL_WIRE)).toMatchObject({
      rentPeriod: null,
      description: null,
      thumbnail: '/uploads/thumb.webp',
    });
  });

  // Checked by `tsc` (the client's type-check), not at run time.
  it('takes listings as the API schema names them, so a misspelt name fails the type check', () => {
    expectTypeOf(toListingView).parameter(0).toEqualTypeOf<ListingWire>();
    const wire: ListingWireOf<'carRent'> = CAR_RENT_WIRE;
    // @ts-expect-error the spec's name is sellerCarRentVehicleMake
    expect(wire.sellerCarRentVehicleMak).toBeUndefined();
    const { sellerCarRentVehicleMake: make, ...withoutMake } = CAR_RENT_WIRE;
    // @ts-expect-error a listing without the make, under a misspelt name, is not a listing
    expect(() => toListingView({ ...withoutMake, sellerCarRentVehicleMak: make })).not.toThrow();
  });
});
