import { choiceLabel } from '../seller/listing-choices';
import type { ListingView } from './listing-types';

/**
 * A listing's title as the user reads it: a house is titled by its type, shown by its label in
 * the user's language (a typed 'Other' type as typed); a car by its make and model.
 */
export function listingTitle(listing: ListingView, t: (key: string) => string): string {
  return listing.house ? choiceLabel(t, 'houseType', listing.house.houseType) : listing.title;
}
