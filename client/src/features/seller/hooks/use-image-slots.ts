import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_SLOTS, type ImageSlot } from '../listing-form-config';
import { photoForUpload } from '../photo-upload';

export interface PickedImage {
  file: File;
  /** Object URL for the preview, revoked when replaced, cleared or unmounted. */
  url: string;
  /** The photo as it will be sent, shrunk while the seller fills in the rest of the form. */
  upload: Promise<File>;
}

export type PickedImages = Partial<Record<ImageSlot, PickedImage>>;

/** The four photos of a post with their previews, without leaking object URLs. */
export function useImageSlots() {
  const [images, setImages] = useState<PickedImages>({});
  const [preparing, setPreparing] = useState(false);
  const live = useRef(new Set<string>());

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

  const pick = (slot: ImageSlot, file: File | null) => {
    release(images[slot]);
    const next = { ...images };
    if (file) {
      const url = URL.createObjectURL(file);
      live.current.add(url);
      next[slot] = { file, url, upload: photoForUpload(file) };
    } else {
      delete next[slot];
    }
    setImages(next);
  };

  const clear = useCallback(() => {
    live.current.forEach((url) => URL.revokeObjectURL(url));
    live.current.clear();
    setImages({});
  }, []);

  /**
   * Adds every picked photo to the form under its slot's name, as it is sent; `preparing` while a
   * photo picked a moment ago is still being shrunk.
   */
  const appendTo = async (form: FormData) => {
    const picked = IMAGE_SLOTS.filter((slot) => images[slot]);
    setPreparing(true);
    try {
      const files = await Promise.all(picked.map((slot) => images[slot]!.upload));
      picked.forEach((slot, n) => form.append(slot, files[n]));
    } finally {
      setPreparing(false);
    }
  };

  const missing = IMAGE_SLOTS.filter((slot) => !images[slot]);
  return { images, pick, clear, missing, appendTo, preparing };
}
