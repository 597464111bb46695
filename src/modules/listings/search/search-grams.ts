import { foldForSearch } from '../../../database/search-fold';
import { LISTING_TYPES, ListingTypeKey } from '../listing-types';

/**
 * The substring index behind `q`. A listing's searched fields (cars: model, make, price, country,
 * region; houses: type, area, price, country, region) are folded (lower case, no Latin accents)
 * and cut into tokens at whitespace. Every position of a token starts one gram: the three
 * characters from there, the token's end padded with NUL. A query word of three or more
 * characters then has all its trigrams in any listing containing it; a word of one or two
 * characters is the start of some gram, and grams sharing a start are one range of numbers.
 */

/** The fields `q` searches, per category, in the order they are kept. */
export const SEARCHED_FIELDS = {
  car: ['model', 'make', 'price', 'country', 'region'],
  house: ['houseType', 'area', 'price', 'country', 'region'],
} as const;

/** More words than this are ignored: a search box, not a document. */
export const MAX_SEARCH_WORDS = 8;

/** What a listing needs to be indexed. */
export type SearchedListing = {
  type: ListingTypeKey;
  make?: string | null;
  model?: string | null;
  houseType?: string | null;
  area?: number | string | null;
  price: number | string;
  country: string;
  region: string;
};

/** A price as a number's text: 3000 → '3000', 1850000.5 → '1850000.50'. */
export function priceText(price: number | string): string {
  const value = Number(price);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The searched fields of a listing, folded, one per line (empty fields left out). */
export function searchTextOf(listing: SearchedListing): string {
  const fields = SEARCHED_FIELDS[LISTING_TYPES[listing.type].category];
  return fields
    .map((field) => {
      const value = listing[field];
      if (value === null || value === undefined) return '';
      if (field === 'price') return priceText(value);
      return foldForSearch(String(value)).replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean)
    .join('\n');
}

/** A character as 16 bits (astral ones share codes: the text check after the index sorts them out). */
const codeOf = (char: string | undefined): number => (char ? char.codePointAt(0)! & 0xffff : 0);

const gramOf = (a?: string, b?: string, c?: string): number =>
  codeOf(a) * 2 ** 32 + codeOf(b) * 2 ** 16 + codeOf(c);

/** The distinct grams of an indexed text (searchTextOf), as numbers below 2^48. */
export function gramsOf(text: string): number[] {
  const grams = new Set<number>();
  for (const token of text.split(/\s+/)) {
    const chars = [...token];
    chars.forEach((char, at) => grams.add(gramOf(char, chars[at + 1], chars[at + 2])));
  }
  return [...grams];
}

/** Edge punctuation a person types around a word ("toyota", (villa), +land) that is not searched. */
const EDGES = /^[^\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+$/gu;

/**
 * The words of `q`: split at whitespace, folded, punctuation at either end dropped ('"Toyota",'
 * → 'toyota'; 'Mercedes-Benz' and 'G+1' stay whole), digit-grouping commas removed
 * ('1,850,000' → '1850000'). A listing matches when every word is inside one of its fields.
 * A word inside another is dropped (it adds nothing); at most MAX_SEARCH_WORDS are kept.
 */
export function searchWordsOf(q: string): string[] {
  const words = foldForSearch(q)
    .split(/\s+/)
    .map((word) => word.replace(/(?<=\d),(?=\d)/g, '').replace(EDGES, ''))
    .filter(Boolean);
  const distinct = [...new Set(words)];
  return distinct
    .filter((word) => !distinct.some((other) => other !== word && other.includes(word)))
    .slice(0, MAX_SEARCH_WORDS);
}

/** Grams from `low` to `high`: the one gram of a trigram, or every gram a short word starts. */
export interface GramRange {
  low: number;
  high: number;
}

/** What the index is asked for one word: each of its trigrams, or the range it starts. */
export function gramRangesOf(word: string): GramRange[] {
  const chars = [...word];
  if (chars.length === 1) {
    const low = gramOf(chars[0]);
    return [{ low, high: low + 2 ** 32 - 1 }];
  }
  if (chars.length === 2) {
    const low = gramOf(chars[0], chars[1]);
    return [{ low, high: low + 2 ** 16 - 1 }];
  }
  const grams = new Set<number>();
  for (let at = 0; at + 3 <= chars.length; at++) {
    grams.add(gramOf(chars[at], chars[at + 1], chars[at + 2]));
  }
  return [...grams].map((gram) => ({ low: gram, high: gram }));
}
