// The substring-search index rows of a bulk listing, made by the app's own code (dist/), so the
// benchmark's rows are those a post would have written.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Loaded when first used: the run builds dist/ first. */
let grams;

/** listing_search_texts and listing_search_grams rows of listing `id`, as value arrays. */
export function searchIndexRowsOf(listing, id, date = (d) => d) {
  grams ??= require('../../dist/modules/listings/search/search-grams.js');
  const { searchTextOf, gramsOf } = grams;
  const text = searchTextOf(listing);
  const createdAt = date(listing.createdAt);
  return {
    text: [id, listing.type, createdAt, text],
    grams: gramsOf(text).map((gram) => [listing.type, gram, createdAt, id]),
  };
}
