import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { listingPhotosApi } from '../api/listing-photos-api';
import { IMAGE_SLOTS, type ImageSlot } from '../listing-form-config';
import { photoForUpload } from '../photo-upload';

/** Where a picked photo's own upload stands. */
export type PhotoUpload =
  | { state: 'uploading'; fraction: number }
  | { state: 'uploaded' }
  /** Refused by the server (not an image, too large…): `error` says why. */
  | { state: 'refused'; error: ApiError }
  /** Not uploaded on its own (no answer, or the server was busy): it goes with the form. */
  | { state: 'unsent' };

export interface PickedImage {
  file: File;
  /** Object URL for the preview, revoked when replaced, cleared or unmounted. */
  url: string;
  /** The photo as it will be sent, shrunk while the seller fills in the rest of the form. */
  upload: Promise<File>;
  /**
   * The photo uploaded on its own as soon as it is shrunk: the id the form sends in its place,
   * or null when that upload did not happen, and the form sends the photo itself.
   */
  staged: Promise<string | null>;
}

export type PickedImages = Partial<Record<ImageSlot, PickedImage>>;
export type PhotoUploads = Partial<Record<ImageSlot, PhotoUpload>>;

/** The server no longer has the photos' uploads the form named: the photos themselves must go. */
export const isUploadGone = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'STAGED_PHOTO_GONE' || error.code === 'STAGED_PHOTO_TAKEN');

/** A refusal of the photo itself: picking it again would not help, another photo would. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 413);

/**
 * The four photos of a post with their previews, without leaking object URLs. Each photo is
 * shrunk and uploaded on its own as soon as it is picked, while the seller fills in the rest of
 * the form; the form then sends only its id, so posting waits for no upload. Whatever could not
 * be uploaded that way is sent with the form.
 */
export function useImageSlots() {
  const [images, setImages] = useState<PickedImages>({});
  const [uploads, setUploads] = useState<PhotoUploads>({});
  const [preparing, setPreparing] = useState(false);
  const live = useRef(new Set<string>());
  /** The photo each slot shows now: an upload that ends after its photo was replaced is ignored. */
  const current = useRef<PickedImages>({});

  useEffect(() => {
    const urls = live.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  const release = (image?: PickedImage) => {
    if (!image) return;
    URL.revokeObjectURL(image.url);
    live.current.delete(image.url);
  };

  const report = useCallback((slot: ImageSlot, image: PickedImage, upload: PhotoUpload) => {
    if (current.current[slot] !== image) return;
    setUploads((all) => ({ ...all, [slot]: upload }));
  }, []);

  const stage = (slot: ImageSlot, image: PickedImage, shrunk: Promise<File>) =>
    shrunk
      .then((file) =>
        listingPhotosApi.stage(
          file,
          (fraction) => report(slot, image, { state: 'uploading', fraction }),
          '',
        ),
      )
      .then(
        (photoId) => {
          report(slot, image, { state: 'uploaded' });
          return photoId;
        },
        (error: unknown) => {
          report(slot, image, isRefusal(error) ? { state: 'refused', error } : { state: 'unsent' });
          return null;
        },
      );

  const pick = (slot: ImageSlot, file: File | null) => {
    release(current.current[slot]);
    const next = { ...current.current };
    if (file) {
      const url = URL.createObjectURL(file);
      live.current.add(url);
      const upload = photoForUpload(file);
      const image = { file, url, upload } as PickedImage;
      image.staged = stage(slot, image, upload);
      next[slot] = image;
      setUploads((all) => ({ ...all, [slot]: { state: 'uploading', fraction: 0 } }));
    } else {
      delete next[slot];
      setUploads((all) => {
        const others = { ...all };
        delete others[slot];
        return others;
      });
    }
    current.current = next;
    setImages(next);
  };

  const clear = useCallback(() => {
    live.current.forEach((url) => URL.revokeObjectURL(url));
    live.current.clear();
    current.current = {};
    setImages({});
    setUploads({});
  }, []);

  /**
   * The server no longer has these photos' uploads (a day passed, or another post took them):
   * the form sends the photos themselves next time.
   */
  const resend = useCallback((slots: readonly ImageSlot[] = IMAGE_SLOTS) => {
    const next = { ...current.current };
    for (const slot of slots) {
      const image = next[slot];
      if (image) next[slot] = { ...image, staged: Promise.resolve(null) };
    }
    current.current = next;
    setImages(next);
    setUploads((all) => {
      const shown = { ...all };
      for (const slot of slots) if (next[slot]) shown[slot] = { state: 'unsent' };
      return shown;
    });
  }, []);

  /**
   * Adds every picked photo to the form under its slot's name: the id of its upload, or the
   * photo itself; `preparing` while a photo picked a moment ago is still being shrunk or uploaded.
   */
  const appendTo = async (form: FormData) => {
    const shown = current.current;
    const picked = IMAGE_SLOTS.filter((slot) => shown[slot]);
    setPreparing(true);
    try {
      const sent = await Promise.all(
        picked.map(async (slot) => (await shown[slot]!.staged) ?? (await shown[slot]!.upload)),
      );
      picked.forEach((slot, n) => form.append(slot, sent[n]));
    } finally {
      setPreparing(false);
    }
  };

  const missing = IMAGE_SLOTS.filter((slot) => !images[slot]);
  return { images, uploads, pick, clear, resend, missing, appendTo, preparing };
}
