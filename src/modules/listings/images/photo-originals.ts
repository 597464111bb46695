import { mediumKeyOf, thumbnailKeyOf } from '../listing-mapper';

/**
 * Where uploads wait, as sent, for their WebP sizes, and photos uploaded before their post: never
 * served, they still have their EXIF (DATA_DIR/pending-photos, or the bucket's private prefix).
 */
export const PHOTO_ORIGINALS = Symbol('PHOTO_ORIGINALS');

/**
 * Where a photo's work waits in PHOTO_ORIGINALS: the upload as it was sent, or the sizes a staged
 * photo brought; one flat name each, from the preview's key with its slashes escaped.
 */
export function waitingFilesOf(previewKey: string): WaitingFiles {
  const original = encodeURIComponent(previewKey);
  const large = `${original}.webp`;
  return { original, large, medium: mediumKeyOf(large), thumbnail: thumbnailKeyOf(large) };
}

export type WaitingFiles = Record<'original' | 'large' | 'medium' | 'thumbnail', string>;
