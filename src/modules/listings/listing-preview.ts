import type { PagePreview } from '../../common/http/client-page';
import { ImageUrls, ListingRow, thumbnailKeyOf } from './listing-mapper';
import { LISTING_TYPE_KEYS, LISTING_TYPES, ListingTypeKey } from './listing-types';

/** The client's page of a listing: /seller/{type}/{postHash}, the link people share. */
export function listingPagePath(type: ListingTypeKey, postHash: string): string {
  return `/seller/${type}/${encodeURIComponent(postHash)}`;
}

const PAGE_PATH = new RegExp(`^/seller/(${LISTING_TYPE_KEYS.join('|')})/([^/]+)/?$`);

/** The listing a client page shows, when the path is a listing's page. */
export function listingAtPath(path: string): { type: ListingTypeKey; postHash: string } | null {
  const match = PAGE_PATH.exec(path);
  if (!match) return null;
  try {
    return { type: match[1] as ListingTypeKey, postHash: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The client's browse page of a type: /getCarRent, /getHouseSell, … */
export function browsePagePath(type: ListingTypeKey): string {
  return `/get${type[0].toUpperCase()}${type.slice(1)}`;
}

const BROWSE_PATHS = new Map(LISTING_TYPE_KEYS.map((type) => [browsePagePath(type), type]));

/** The type whose browse page a client path is, if it is one. */
export function browseTypeAt(path: string): ListingTypeKey | null {
  return BROWSE_PATHS.get(path.replace(/\/$/, '')) ?? null;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const DESCRIPTION_CHARS = 200;

/** '2,500 ETB per day', '12,000,000 ETB'. */
function priceText(row: ListingRow): string {
  const period = LISTING_TYPES[row.type].rent && row.rentPeriod ? ` ${row.rentPeriod}` : '';
  return `${NUMBER.format(Number(row.price))} ${row.currency}${period}`;
}

function shortened(text: string, chars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= chars) return flat;
  return `${flat.slice(0, chars - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * What a shared link to a public listing shows: what it is, for rent or sale, where and for how
 * much; the main facts and the start of the seller's description; and its front photo (the
 * 400 px card image).
 */
export function listingPreview(row: ListingRow, images: ImageUrls, publicUrl: string): PagePreview {
  const def = LISTING_TYPES[row.type];
  const deal = def.rent ? 'for rent' : 'for sale';
  const what =
    def.category === 'car'
      ? `${row.make} ${row.model} ${row.year}`
      : `${row.houseType}, ${row.bedrooms} bedroom${row.bedrooms === 1 ? '' : 's'}`;
  const facts =
    def.category === 'car'
      ? [row.transmission, row.fuel, `${NUMBER.format(Number(row.mileage))} km`]
      : [
          `${NUMBER.format(Number(row.area))} m²`,
          `${row.bathrooms} bathroom${row.bathrooms === 1 ? '' : 's'}`,
        ];
  const place = [row.subcity, row.city, row.region].filter(Boolean).join(', ');
  const summary = `${priceText(row)} · ${[...facts, place].join(' · ')}.`;
  const description = row.description
    ? `${summary} ${shortened(row.description, DESCRIPTION_CHARS)}`
    : summary;
  const title = `${what} ${deal} in ${row.city} · ${priceText(row)}`;
  const image = images.urlOf(thumbnailKeyOf(row.imageFront));
  return {
    title,
    description,
    url: `${publicUrl}${listingPagePath(row.type, row.postHash)}`,
    image: { url: absoluteUrl(image, publicUrl), alt: `${what}, ${row.city}` },
  };
}

/** Storage URLs are absolute (a bucket) or paths on this site (local disk). */
function absoluteUrl(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
