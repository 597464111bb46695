import type { ListingTypeKey } from '../listings/listing-types';

/** A listing search read from a sentence such as 'Toyota for rent in Adama under 3000 ETB'. */
export interface ListingSearch {
  types: ListingTypeKey[];
  /** A make, model or house type to look for, e.g. 'toyota' or 'villa'. */
  q?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
}

const CAR_WORDS = [
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'auto',
  'automobile',
  'suv',
  'pickup',
  'minibus',
];
const HOUSE_WORDS = [
  'house',
  'houses',
  'home',
  'homes',
  'apartment',
  'apartments',
  'flat',
  'property',
];
/** Words that name what to look for as well as the category. */
const CAR_MAKES = [
  'toyota',
  'suzuki',
  'hyundai',
  'nissan',
  'mitsubishi',
  'isuzu',
  'volkswagen',
  'ford',
  'honda',
  'kia',
  'mercedes',
  'bmw',
  'lifan',
  'byd',
  'geely',
  'chevrolet',
  'mazda',
  'peugeot',
  'renault',
  'corolla',
  'vitz',
  'yaris',
  'rav4',
  'hilux',
  'land cruiser',
  'prado',
  'dzire',
  'swift',
  'picanto',
  'tucson',
];
const HOUSE_KINDS = [
  'villa',
  'condominium',
  'condo',
  'studio',
  'bungalow',
  'duplex',
  'g+1',
  'g+2',
  'service room',
];
const RENT_WORDS = /\b(rent|rental|renting|hire|lease|per day|per month|monthly|daily)\b/;
const SALE_WORDS = /\b(sale|sell|selling|buy|buying|purchase|own)\b/;

/**
 * The same in Amharic, as stems (a suffix changes a word's last syllable): መኪና/መኪኖች (car/s),
 * ቤት/ቤቶች (house/s), ኪራይ/የሚከራይ (rent), ሽያጭ/የሚሸጥ/ልገዛ (sale, to buy).
 */
const AMHARIC_CAR = /መኪ|ተሽከርካሪ/;
const AMHARIC_HOUSE = /ቤት|ቤቶ|አፓርታማ|ኮንዶሚኒየም|ቪላ/;
const AMHARIC_RENT = /ኪራ|ከራ/;
const AMHARIC_SALE = /ሽያጭ|የሚሸጥ|የሚሸጡ|ለሽያ|መግዛ|ልገዛ|ግዢ/;

function hasWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^a-z0-9+])${word.replace(/[+]/g, '\\+')}($|[^a-z0-9+])`).test(text);
}

/** '3000', '3,000', '3k', '1.5m' → a number of birr. */
function amount(digits: string, suffix?: string): number {
  const value = Number(digits.replace(/,/g, ''));
  const scale = suffix === 'k' ? 1_000 : suffix === 'm' ? 1_000_000 : 1;
  return value * scale;
}

const NUMBER = '(\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|m)?\\b';

function priceRange(text: string): Pick<ListingSearch, 'minPrice' | 'maxPrice'> {
  // 'between 1000 and 3000', or in Amharic 'ከ1000 እስከ 3000' (from … to …).
  const between =
    new RegExp(`between\\s+${NUMBER}\\s*(?:etb|birr)?\\s*(?:and|-|to)\\s*${NUMBER}`).exec(text) ??
    new RegExp(`ከ\\s*${NUMBER}\\s*(?:ብር)?\\s*(?:እስከ|-)\\s*${NUMBER}`).exec(text);
  if (between)
    return { minPrice: amount(between[1], between[2]), maxPrice: amount(between[3], between[4]) };
  const range: Pick<ListingSearch, 'minPrice' | 'maxPrice'> = {};
  const max =
    new RegExp(
      `(?:under|below|less than|cheaper than|max(?:imum)?|up to|at most|<)\\s*${NUMBER}`,
    ).exec(text) ?? new RegExp(`ከ\\s*${NUMBER}\\s*(?:ብር)?\\s*በታች`).exec(text);
  if (max) range.maxPrice = amount(max[1], max[2]);
  const min =
    new RegExp(`(?:over|above|more than|at least|min(?:imum)?|from|>)\\s*${NUMBER}`).exec(text) ??
    new RegExp(`ከ\\s*${NUMBER}\\s*(?:ብር)?\\s*በላይ`).exec(text);
  if (min) range.minPrice = amount(min[1], min[2]);
  return range;
}

/**
 * Reads a listing search from free text, or null when the text is not about cars or houses.
 * `cities` are the places listings are in; the longest one named in the text is the filter.
 */
export function parseListingSearch(message: string, cities: string[]): ListingSearch | null {
  const text = message.toLowerCase().replace(/\s+/g, ' ');
  const make = CAR_MAKES.find((word) => hasWord(text, word));
  const houseKind = HOUSE_KINDS.find((word) => hasWord(text, word));
  const isCar =
    make !== undefined || CAR_WORDS.some((word) => hasWord(text, word)) || AMHARIC_CAR.test(text);
  const isHouse =
    houseKind !== undefined ||
    HOUSE_WORDS.some((word) => hasWord(text, word)) ||
    AMHARIC_HOUSE.test(text);
  if (isCar === isHouse) return null;
  const rent = RENT_WORDS.test(text) || AMHARIC_RENT.test(text);
  const sale = SALE_WORDS.test(text) || AMHARIC_SALE.test(text);
  const modes: Array<'Rent' | 'Sell'> =
    rent === sale ? ['Rent', 'Sell'] : rent ? ['Rent'] : ['Sell'];
  const category = isCar ? 'car' : 'house';
  const types = modes.map((mode) => `${category}${mode}` as ListingTypeKey);
  const city = [...cities]
    .sort((a, b) => b.length - a.length)
    .find((name) => name.trim() && hasWord(text, name.toLowerCase().trim()));
  const search: ListingSearch = { types, ...priceRange(text) };
  const q = make ?? houseKind;
  if (q) search.q = q;
  if (city) search.city = city;
  return search;
}
