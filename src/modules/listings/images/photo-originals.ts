/**
 * Where uploads wait, as sent, for their WebP sizes, and photos uploaded before their post: never
 * served, they still have their EXIF (DATA_DIR/pending-photos, or the bucket's private prefix).
 */
export const PHOTO_ORIGINALS = Symbol('PHOTO_ORIGINALS');
