import { api, unwrap } from '../../../api/client';
import { uploadForm } from '../../../api/upload';
import type { ListingType } from '../../listings/listing-types';

export const listingPhotosApi = {
  /**
   * Uploads one photo while the seller fills in the form, with upload progress: the id the form
   * then sends in the photo's place (the server has already checked it).
   */
  async stage(photo: File, onProgress: (fraction: number) => void, fallback: string) {
    const form = new FormData();
    form.append('photo', photo);
    const reply = await uploadForm<{ data: { photoId: string } }>(
      'POST',
      '/api/seller/photos',
      form,
      onProgress,
      fallback,
    );
    return reply.data.photoId;
  },

  /**
   * Replaces some of a listing's photos: multipart, each picked photo (or the id it was uploaded
   * under) under its slot's name (frontImage, …). The server checks and stores them as a post's.
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
