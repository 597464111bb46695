import { api, unwrap } from '../../../api/client';
import {
  toListingView,
  type ListingType,
  type ListingView,
  type ListingWire,
} from '../../listings/listing-types';

export const similarKeys = {
  of: (type: ListingType, postHash: string) => ['listings', 'similar', type, postHash] as const,
};

export const similarApi = {
  /** Public listings like this one: same type and city, a price near it, newest first. */
  async of(type: ListingType, postHash: string, fallback: string): Promise<ListingView[]> {
    const reply = await unwrap(
      api.GET(`/api/seller/${type}/{postHash}/similar`, { params: { path: { postHash } } }),
      fallback,
    );
    return ((reply.data ?? []) as ListingWire[]).map(toListingView);
  },
};
