import { parseListingSearch } from './listing-search';

const CITIES = ['Addis Ababa', 'Adama', 'Bahir Dar', 'Hawassa'];

describe('parseListingSearch', () => {
  it("reads 'Toyota for rent in Adama under 3000 ETB'", () => {
    expect(parseListingSearch('Toyota for rent in Adama under 3000 ETB', CITIES)).toEqual({
      types: ['carRent'],
      q: 'toyota',
      city: 'Adama',
      maxPrice: 3000,
    });
  });

  it('reads houses for sale with a range, thousands and a two-word city', () => {
    expect(
      parseListingSearch(
        'show me a villa for sale in bahir dar between 2m and 3,500,000 birr',
        CITIES,
      ),
    ).toEqual({
      types: ['houseSell'],
      q: 'villa',
      city: 'Bahir Dar',
      minPrice: 2_000_000,
      maxPrice: 3_500_000,
    });
    expect(parseListingSearch('apartments over 20k', CITIES)).toEqual({
      types: ['houseRent', 'houseSell'],
      minPrice: 20_000,
    });
  });

  it('searches both rent and sale when the text names neither', () => {
    expect(parseListingSearch('any cars in Hawassa?', CITIES)).toEqual({
      types: ['carRent', 'carSell'],
      city: 'Hawassa',
    });
  });

  it('is not a search without a category, or with both', () => {
    expect(parseListingSearch('what is my balance', CITIES)).toBeNull();
    expect(parseListingSearch('cars and houses in Adama', CITIES)).toBeNull();
  });

  it('does not take a word inside another for a city or make', () => {
    expect(parseListingSearch('cars in Adamawa', CITIES)).toEqual({
      types: ['carRent', 'carSell'],
    });
    expect(parseListingSearch('careful', CITIES)).toBeNull();
  });

  it.each([
    ['ከ3000 ብር በታች የሚከራይ መኪና', { types: ['carRent'], maxPrice: 3000 }],
    [
      'በAdama የሚሸጡ ቤቶች ከ1,000,000 በላይ',
      { types: ['houseSell'], city: 'Adama', minPrice: 1_000_000 },
    ],
    [
      'Toyota ለኪራይ ከ1000 እስከ 2500 ብር',
      { types: ['carRent'], q: 'toyota', minPrice: 1000, maxPrice: 2500 },
    ],
    ['በHawassa መኪኖች አሉ?', { types: ['carRent', 'carSell'], city: 'Hawassa' }],
  ])('reads the Amharic "%s"', (message, search) => {
    expect(parseListingSearch(message, CITIES)).toEqual(search);
  });

  it('is no Amharic search without a category', () => {
    expect(parseListingSearch('ሒሳቤ ስንት ነው?', CITIES)).toBeNull();
  });
});
