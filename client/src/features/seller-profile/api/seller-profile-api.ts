import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { ListingPage } from '../../listings/api/listings-api';
import { toListingView, type ListingType, type ListingWire } from '../../listings/listing-types';

export type SellerProfile = components['schemas']['PublicSellerProfileDto'];

export const sellerProfileKeys = {
  profile: (sellerHash: string) => ['seller-profile', sellerHash] as const,
  listings: (sellerHash: string, type: ListingType, page: number, pageSize: number) =>
    ['seller-profile', sellerHash, 'listings', type, page, pageSize] as const,
};

/** A seller's public profile and public listings, by their public hash. */
export const sellerProfileApi = {
  async profile(sellerHash: string, fallback: string): Promise<SellerProfile> {
    return (
      await unwrap(
        api.GET('/api/sellers/{sellerHash}', { params: { path: { sellerHash } } }),
        fallback,
      )
    ).data;
  },

  async listings(
    sellerHash: string,
    type: ListingType,
    page: number,
    pageSize: number,
    fallback: string,
  ): Promise<ListingPage> {
    const reply = await unwrap(
      api.GET('/api/sellers/{sellerHash}/listings', {
        params: { path: { sellerHash }, query: { type, page, pageSize } },
      }),
      fallback,
    );
    return {
      listings: ((reply.data ?? []) as ListingWire[]).map(toListingView),
      meta: reply.meta ?? { page, pageSize, total: 0, totalCapped: false },
    };
  },
};

/** The profile page of a seller. */
export const sellerProfilePath = (sellerHash: string) =>
  `/sellers/${encodeURIComponent(sellerHash)}`;
