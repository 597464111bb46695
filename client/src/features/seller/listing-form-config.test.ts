import { describe, expect, it } from 'vitest';
import { toListingView } from '../listings/listing-types';
import {
  editBody,
  emptyValues,
  generatePostHash,
  missingFields,
  valuesFromListing,
} from './listing-form-config';
import { HOUSE_SELL_WIRE } from './test-fixtures';

describe('listing form configuration', () => {
  it('makes post hashes of letters and digits: the time, then randomness', () => {
    const hash = generatePostHash(1_700_000_000_000);
    expect(hash).toMatch(/^[a-z0-9]+$/);
    expect(hash.length).toBeLessThanOrEqual(64);
    expect(hash.startsWith((1_700_000_000_000).toString(36))).toBe(true);
    expect(generatePostHash()).not.toBe(generatePostHash());
  });

  it('starts sale forms with ETB and no rent period', () => {
    expect(emptyValues('houseSell')).toMatchObject({ currency: 'ETB' });
    expect(emptyValues('houseSell')).not.toHaveProperty('perDayOrMonth');
    expect(emptyValues('carRent')).toMatchObject({
      priceCurrency: 'ETB',
      perDayOrMonth: 'per day',
    });
  });

  it('leaves an empty description out of a house sale edit and names edit fields', () => {
    const values = valuesFromListing('houseSell', toListingView(HOUSE_SELL_WIRE));
    expect(editBody('houseSell', values)).toEqual({
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Yeka',
      houseType: 'Apartment',
      houseArea: 120,
      bedroomNumber: 3,
      bathroomNumber: 2,
      livingRoomNumber: 1,
      price: 9000000,
      priceCurrency: 'ETB',
    });
    expect(missingFields('houseSell', { ...values, currency: '' }, 'edit')).toEqual([
      'priceCurrency',
    ]);
    expect(missingFields('houseSell', { ...values, currency: '' }, 'post')).toEqual(['currency']);
  });
});
