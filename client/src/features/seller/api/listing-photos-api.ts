import { api, unwrap } from '../../../api/client';
import type { ListingType } from '../../listings/listing-types';

export const listingPhotosApi = {
  /**
   * Replaces some of a listing's photos: multipart, each picked photo under its slot's name
   * (frontImage, …). The server checks and stores them as a post's.
   */
  replace(type: ListingType, postHash: string, photos: FormData, fallback: string) {
    return unwrap(
      api.PUT(`/api/perSeller/${type}/{postHash}/images`, {
        params: { path: { postHash } },
        // FormData goes as it is: the browser sets the multipart boundary.
        body: photos as never,
      }),
      fallback,
    );
  },
};
