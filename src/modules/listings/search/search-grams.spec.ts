import {
  gramRangesOf,
  gramsOf,
  MAX_SEARCH_WORDS,
  priceText,
  searchTextOf,
  searchWordsOf,
} from './search-grams';

/** Whether the index would offer `text` as a candidate for `word` (every range has a gram). */
function candidate(text: string, word: string): boolean {
  const grams = gramsOf(text);
  return gramRangesOf(word).every(({ low, high }) => grams.some((g) => g >= low && g <= high));
}

describe('the searched text of a listing', () => {
  it('keeps model, make, price, country and region of a car, folded, one per line', () => {
    expect(
      searchTextOf({
        type: 'carRent',
        make: 'Citroën',
        model: 'C3  Aircross',
        houseType: 'ignored',
        area: 99,
        price: 3000,
        country: 'Ethiopia',
        region: 'Addis Ababa',
      }),
    ).toBe('c3 aircross\ncitroen\n3000\nethiopia\naddis ababa');
  });

  it('keeps type, area, price, country and region of a house', () => {
    expect(
      searchTextOf({
        type: 'houseSell',
        make: 'ignored',
        houseType: 'G+1 House',
        area: 250,
        price: '1850000.50',
        country: 'ኢትዮጵያ',
        region: 'አዲስ አበባ',
      }),
    ).toBe('g+1 house\n250\n1850000.50\nኢትዮጵያ\nአዲስ አበባ');
  });

  it('writes a price as its digits, with cents only when there are some', () => {
    expect(priceText(3000)).toBe('3000');
    expect(priceText('3000.00')).toBe('3000');
    expect(priceText(1850000.5)).toBe('1850000.50');
  });
});

describe('grams', () => {
  it('gives one gram per position of each token, the end padded, without repeats', () => {
    // 'vitz' → vit, itz, tz␀, z␀␀; 'ab ab' → ab␀, b␀␀ once.
    expect(gramsOf('vitz')).toHaveLength(4);
    expect(gramsOf('ab ab')).toHaveLength(2);
    expect(gramsOf('')).toEqual([]);
    expect(gramsOf('toyota\nvitz').every((g) => Number.isSafeInteger(g) && g < 2 ** 48)).toBe(
      true,
    );
  });

  it('asks for every trigram of a long word, and a range for a short one', () => {
    expect(gramRangesOf('toyota')).toHaveLength(4);
    expect(gramRangesOf('toyota').every(({ low, high }) => low === high)).toBe(true);
    const [one] = gramRangesOf('v');
    const [two] = gramRangesOf('v8');
    expect(one.high - one.low).toBe(2 ** 32 - 1);
    expect(two.high - two.low).toBe(2 ** 16 - 1);
    expect(two.low >= one.low && two.high <= one.high).toBe(true);
  });

  it('offers every text that holds the word anywhere, of any script', () => {
    const text = searchTextOf({
      type: 'carSell',
      make: 'Toyota',
      model: 'Land Cruiser V8',
      price: 3000,
      country: 'Ethiopia',
      region: 'አዲስ አበባ',
    });
    for (const word of ['toyota', 'oyot', 'ota', 'v8', '8', 'v', '300', '000', 'አዲስ', 'በባ', 'ባ'])
      expect(candidate(text, word)).toBe(true);
    for (const word of ['hyundai', 'v9', 'x', '3001', 'አዲሰ', 'ruiserv']) {
      expect(candidate(text, word)).toBe(false);
    }
  });

  it('never offers a word spanning two tokens', () => {
    expect(candidate('land cruiser', 'landcruiser')).toBe(false);
    expect(candidate('land cruiser', 'dcr')).toBe(false);
  });
});

describe('the words of q', () => {
  it('splits at whitespace and folds', () => {
    expect(searchWordsOf('  Toyota   COROLLA ')).toEqual(['toyota', 'corolla']);
    expect(searchWordsOf('Citroën')).toEqual(['citroen']);
    expect(searchWordsOf('አዲስ አበባ')).toEqual(['አዲስ', 'አበባ']);
  });

  it('drops punctuation around a word but keeps it inside', () => {
    expect(searchWordsOf('"toyota", (villa) +land -cruiser*')).toEqual([
      'toyota',
      'villa',
      'land',
      'cruiser',
    ]);
    expect(searchWordsOf('Mercedes-Benz G+1')).toEqual(['mercedes-benz', 'g+1']);
    expect(searchWordsOf('!!! % _ … 😀')).toEqual([]);
  });

  it('reads digit groups as one number', () => {
    expect(searchWordsOf('1,850,000')).toEqual(['1850000']);
    expect(searchWordsOf('1850000.50')).toEqual(['1850000.50']);
  });

  it('drops repeats and words inside other words, and keeps at most a few', () => {
    expect(searchWordsOf('toy toyota TOYOTA')).toEqual(['toyota']);
    const many = Array.from({ length: 20 }, (_, n) => `word${String.fromCharCode(97 + n)}`);
    expect(searchWordsOf(many.join(' '))).toHaveLength(MAX_SEARCH_WORDS);
  });
});
