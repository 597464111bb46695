import { BadRequestException } from '@nestjs/common';
import { checkBrowseFilters, filtersNotOf } from './listing-filters';

/** The code a refused browse answers, or undefined when it is taken. */
function refusal(...args: Parameters<typeof checkBrowseFilters>): string | undefined {
  try {
    checkBrowseFilters(...args);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { code: string }).code;
  }
}

describe('browse filters per type', () => {
  it('knows which filters each type lacks', () => {
    expect(filtersNotOf('carRent')).toEqual(['bedrooms', 'minArea', 'maxArea']);
    expect(filtersNotOf('carSell')).toEqual(['bedrooms', 'minArea', 'maxArea', 'rentPeriod']);
    expect(filtersNotOf('houseRent')).toEqual([
      'make',
      'model',
      'minYear',
      'maxYear',
      'transmission',
      'fuel',
    ]);
    expect(filtersNotOf('houseSell')).toContain('rentPeriod');
  });

  it('takes what fits and refuses the rest with its code', () => {
    expect(refusal('carSell', { make: 'Toyota', minYear: 2010, maxYear: 2010 })).toBeUndefined();
    expect(refusal('houseRent', { bedrooms: 2, rentPeriod: 'per month' })).toBeUndefined();
    expect(refusal('carSell', { sort: 'priceDesc', currency: 'USD' })).toBeUndefined();
    expect(refusal('carSell', { sort: 'newest' })).toBeUndefined();
    expect(refusal('houseSell', { fuel: 'Petrol' })).toBe('FILTER_NOT_FOR_TYPE');
    expect(refusal('houseSell', { minArea: 200, maxArea: 100 })).toBe('RANGE_REVERSED');
    expect(refusal('carRent', { sort: 'priceAsc' })).toBe('PRICE_SORT_NEEDS_CURRENCY');
  });
});
