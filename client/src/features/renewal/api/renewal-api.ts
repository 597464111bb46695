import { api, ApiError, unwrap } from '../../../api/client';
import type { ListingType } from '../../listings/listing-types';

export const renewalApi = {
  /** Renews one of the seller's own listings (expired, or in its last days). */
  renewOwn(type: ListingType, postHash: string, fallback: string) {
    return unwrap(
      api.POST('/api/perSeller/{type}/{postHash}/renew', {
        params: { path: { type, postHash } },
      }),
      fallback,
    );
  },

  /** Renews the listing a reminder e-mail's link names, without signing in. */
  async renewByLink(token: string, fallback: string) {
    const { data } = await unwrap(
      api.POST('/api/listings/renew-by-link', { body: { token } }),
      fallback,
    );
    if (!data) throw new ApiError(0, fallback);
    return data;
  },
};
