import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_SLOTS, type ImageSlot } from '../listing-form-config';

export interface PickedImage {
  file: File;
  /** Object URL for the preview, revoked when replaced, cleared or unmounted. */
  url: string;
}

export type PickedImages = Partial<Record<ImageSlot, PickedImage>>;

/** The four photos of a post with their previews, without leaking object URLs. */
export function useImageSlots() {
  const [images, setImages] = useState<PickedImages>({});
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
      next[slot] = { file, url };
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

  const missing = IMAGE_SLOTS.filter((slot) => !images[slot]);
  return { images, pick, clear, missing };
}
