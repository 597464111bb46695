import type { ListingView } from '../listings/listing-types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** As the server has it: a listing may be renewed once expired, or in its last three days. */
export const RENEWAL_WINDOW_DAYS = 3;

/** Whole days left before the listing expires (0 on its last day); null without an expiry. */
export function daysLeft(listing: Pick<ListingView, 'expiresAt'>, now = new Date()): number | null {
  if (!listing.expiresAt) return null;
  return Math.max(0, Math.floor((new Date(listing.expiresAt).getTime() - now.getTime()) / DAY_MS));
}

export function isRenewable(
  listing: Pick<ListingView, 'status' | 'expiresAt'>,
  now = new Date(),
): boolean {
  if (listing.status === 'expired') return true;
  if (listing.status !== 'active' || !listing.expiresAt) return false;
  return new Date(listing.expiresAt).getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}
