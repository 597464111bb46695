import { describe, expect, expectTypeOf, it } from 'vitest';
import { toListingView, type ListingEditBody } from '../listings/listing-types';
import {
  editBody,
  emptyValues,
  generatePostHash,
  type FieldSpec,
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

  // Checked by `tsc` (the client's type-check), not at run time.
  it('names fields and edit bodies as the API schema does, so a misspelt name fails the type check', () => {
    const body = editBody('houseRent', emptyValues('houseRent'));
    expectTypeOf(body).toEqualTypeOf<ListingEditBody<'houseRent'>>();
    // @ts-expect-error the edit body's name is houseDescription
    expect(body.houseDescriptio).toBeUndefined();

    const field = { labelKey: 'x', kind: 'text', section: 'details', read: () => '' } as const;
    const named: FieldSpec = { ...field, name: 'vehicleMake' };
    // @ts-expect-error the post body's name is vehicleMake
    const misspelt: FieldSpec = { ...field, name: 'vehicleMak' };
    // @ts-expect-error a house's description is houseDescription in its edit body: it needs an editName
    const unrenamed: FieldSpec = { ...field, name: 'description' };
    const renamed: FieldSpec = { ...field, name: 'description', editName: 'houseDescription' };
    expect([named, misspelt, unrenamed, renamed]).toHaveLength(4);
  });
});
