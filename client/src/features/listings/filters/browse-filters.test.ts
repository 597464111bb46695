import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiFiltersOf,
  browseStateOf,
  filterKeysOf,
  paramsOf,
  withFilters,
  type BrowseState,
} from './browse-filters';

const stateOf = (type: Parameters<typeof browseStateOf>[0], query: string) =>
  browseStateOf(type, new URLSearchParams(query));

describe('browse filters in the URL', () => {
  it('offers each type only the filters its listings have', () => {
    expect(filterKeysOf('carSell')).toEqual([
      'make',
      'model',
      'minYear',
      'maxYear',
      'transmission',
      'fuel',
      'minPrice',
      'maxPrice',
      'currency',
      'region',
      'city',
      'subcity',
    ]);
    expect(filterKeysOf('carRent')).toContain('rentPeriod');
    expect(filterKeysOf('houseRent')).toEqual(
      expect.arrayContaining(['bedrooms', 'minArea', 'maxArea', 'rentPeriod', 'subcity']),
    );
    expect(filterKeysOf('houseSell')).not.toContain('make');
    expect(filterKeysOf('houseSell')).not.toContain('rentPeriod');
  });

  it('reads a link back to the same state, and writes only what differs from a first page', () => {
    const query =
      'q=land+cruiser&make=Toyota&model=Land+Cruiser&minYear=2010&maxYear=2018&transmission=Automatic&minPrice=500000&currency=ETB&region=Oromia&city=Adama&sort=priceAsc&page=3';
    const state = stateOf('carSell', query);
    expect(state).toEqual({
      q: 'land cruiser',
      filters: {
        make: 'Toyota',
        model: 'Land Cruiser',
        minYear: '2010',
        maxYear: '2018',
        transmission: 'Automatic',
        minPrice: '500000',
        currency: 'ETB',
        region: 'Oromia',
        city: 'Adama',
      },
      sort: 'priceAsc',
      page: 3,
    });
    expect(stateOf('carSell', paramsOf(state).toString())).toEqual(state);
    expect(paramsOf({ q: '', filters: {}, sort: 'newest', page: 1 }).toString()).toBe('');
  });

  it('leaves out what the type lacks or the server would refuse, so an old link still works', () => {
    const state = stateOf(
      'carSell',
      'bedrooms=3&rentPeriod=per+day&minYear=soon&currency=EUR&fuel=+&make=+Toyota+&sort=cheapest&page=-2',
    );
    expect(state).toEqual({ q: '', filters: { make: 'Toyota' }, sort: 'newest', page: 1 });
    expect(stateOf('houseRent', 'bedrooms=3&rentPeriod=per+month&make=Toyota').filters).toEqual({
      bedrooms: '3',
      rentPeriod: 'per month',
    });
  });

  it('keeps only numbers the server takes: whole years, areas and bedrooms in range, prices with cents', () => {
    expect(
      stateOf('carSell', 'minYear=1800&maxYear=2010.5&minPrice=1000.50&maxPrice=1.234').filters,
    ).toEqual({ minPrice: '1000.50' });
    expect(stateOf('houseSell', 'bedrooms=2.5&minArea=120&maxArea=2000000').filters).toEqual({
      minArea: '120',
    });
  });

  it('asks the server with numbers, ranges the right way round and one currency for prices', () => {
    const base: Omit<BrowseState, 'page'> = { q: ' vitz ', filters: {}, sort: 'newest' };
    expect(apiFiltersOf(base)).toEqual({ q: 'vitz' });
    expect(
      apiFiltersOf({ ...base, filters: { minYear: '2018', maxYear: '2010', minPrice: '1000' } }),
    ).toEqual({ q: 'vitz', minYear: 2010, maxYear: 2018, minPrice: 1000, currency: 'ETB' });
    expect(apiFiltersOf({ ...base, sort: 'priceDesc' })).toEqual({
      q: 'vitz',
      sort: 'priceDesc',
      currency: 'ETB',
    });
    expect(apiFiltersOf({ ...base, filters: { currency: 'USD' }, sort: 'priceAsc' })).toEqual({
      q: 'vitz',
      sort: 'priceAsc',
      currency: 'USD',
    });
  });

  it('clears what depends on a changed choice and drops emptied filters', () => {
    const filters = {
      make: 'Toyota',
      model: 'Vitz',
      region: 'Oromia',
      city: 'Adama',
      subcity: 'Dabe',
    };
    expect(withFilters(filters, { make: 'Honda' })).toEqual({
      make: 'Honda',
      region: 'Oromia',
      city: 'Adama',
      subcity: 'Dabe',
    });
    expect(withFilters(filters, { region: 'Amhara' })).toEqual({
      make: 'Toyota',
      model: 'Vitz',
      region: 'Amhara',
    });
    expect(withFilters(filters, { city: 'Adama' })).toEqual(filters);
    expect(withFilters(filters, { model: '' })).toEqual({
      make: 'Toyota',
      region: 'Oromia',
      city: 'Adama',
      subcity: 'Dabe',
    });
  });

  it('counts a range as one filter', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ minPrice: '1', maxPrice: '2', currency: 'USD', make: 'VW' })).toBe(
      3,
    );
    expect(activeFilterCount({ minArea: '50', bedrooms: '2' })).toBe(2);
  });
});
