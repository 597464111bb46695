import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { LISTING_ERRORS } from '../listing-errors';
import { imageWork } from './image-work-queue';
import { Fingerprint, fingerprintOf } from './photo-fingerprint';
import type { PhotoSource } from './received-files';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const LARGE_IMAGE_PX = 1600;
/** A listing's page on a phone: sharp on its widest screens, a third of the large size's bytes. */
export const MEDIUM_IMAGE_PX = 800;
export const THUMBNAIL_PX = 400;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the bytes are, whatever the file is called. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ProcessedImage {
  large: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
}

/** Long side of the preview shown until a post's WebP sizes exist. */
export const PREVIEW_PX = 800;
/**
 * libwebp's effort 1 of 6: about half the time of the default 4; for photos, files within a few
 * per cent of its size.
 */
const WEBP_EFFORT = 1;
/**
 * The card thumbnail is the photo most often sent (every card of every list), and small enough
 * that libwebp's closest search costs little: about 15 ms more than effort 1 for a file a fifth
 * smaller.
 */
const THUMBNAIL_EFFORT = 6;
const INSIDE = { fit: 'inside', withoutEnlargement: true } as const;

/** The photo decoded by sharp, from memory or straight from the file it was received into. */
function decoderOf(photo: PhotoSource, field: string): sharp.Sharp {
  const isInMemory = Buffer.isBuffer(photo);
  if (!sniffImageFormat(isInMemory ? photo : photo.head)) {
    throw new BadRequestException(LISTING_ERRORS.IMAGE_NOT_SUPPORTED({ field }));
  }
  return sharp(isInMemory ? photo : photo.path, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
  }).rotate();
}

/** Decoding errors as the 400 the uploader sees. */
async function decoding<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new BadRequestException(
        LISTING_ERRORS.IMAGE_TOO_MANY_PIXELS({ field, megapixels: MAX_IMAGE_PIXELS / 1e6 }),
      );
    }
    throw new BadRequestException(LISTING_ERRORS.IMAGE_UNREADABLE({ field }));
  }
}

/** An upload checked: the preview a post shows at once, and the photo's fingerprint. */
export interface PreviewedImage {
  preview: Buffer;
  /** Null for a flat photo (one colour), which is not compared with others. */
  fingerprint: Fingerprint | null;
}

/**
 * Checks an upload and makes the preview a post shows at once: an upright JPEG of at most 800 px
 * without any metadata (EXIF, GPS position, camera serials). Decoding the whole file refuses
 * anything unreadable before a post is stored, while JPEG's shrink-on-load keeps it cheap. The
 * fingerprint comes from the same decoded, downscaled pixels. The photos of one post share its
 * `turn` in the queue.
 */
export function previewImage(
  photo: PhotoSource,
  field: string,
  turn?: number,
): Promise<PreviewedImage> {
  return imageWork.run(
    'waited-for',
    () =>
      decoding(field, async () => {
        const { data, info } = await decoderOf(photo, field)
          .resize(PREVIEW_PX, PREVIEW_PX, INSIDE)
          // JPEG has no transparency: white, as the page around it, rather than black.
          .flatten({ background: '#ffffff' })
          .raw({ depth: 'uchar' })
          .toBuffer({ resolveWithObject: true });
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
        const [preview, fingerprint] = await Promise.all([
          sharp(data, raw).jpeg({ quality: 80 }).toBuffer(),
          fingerprintOf(data, raw),
        ]);
        return { preview, fingerprint };
      }),
    turn,
  );
}

const MEDIUM_WEBP = { quality: 75, effort: WEBP_EFFORT } as const;

/**
 * The sizes a listing serves, as WebP: turned upright, at most 1600 px, 800 px for a phone, and a
 * 400 px card thumbnail. Decoded once; re-encoding drops every bit of metadata. The three sizes
 * are encoded side by side, each step in a slot of the process's image queue: this runs in the
 * photo sizes process (PhotoSizesProcess), whose low priority leaves the cores to the requests
 * whenever they want them.
 */
export async function processImage(photo: PhotoSource, field: string): Promise<ProcessedImage> {
  const inBackground = <T>(step: () => Promise<T>) => imageWork.run('background', step);
  const { data, info } = await inBackground(() =>
    decoding(field, () =>
      decoderOf(photo, field)
        .resize(LARGE_IMAGE_PX, LARGE_IMAGE_PX, INSIDE)
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [large, medium, thumbnail] = await Promise.all([
    inBackground(() => pixels().webp({ quality: 80, effort: WEBP_EFFORT }).toBuffer()),
    inBackground(() =>
      pixels().resize(MEDIUM_IMAGE_PX, MEDIUM_IMAGE_PX, INSIDE).webp(MEDIUM_WEBP).toBuffer(),
    ),
    inBackground(() =>
      pixels()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, INSIDE)
        .webp({ quality: 70, effort: THUMBNAIL_EFFORT })
        .toBuffer(),
    ),
  ]);
  return { large, medium, thumbnail };
}

/**
 * The 800 px size of a photo stored before that size existed, from its large WebP (already
 * upright and without metadata).
 */
export function mediumImageOf(large: Buffer): Promise<Buffer> {
  return imageWork.run('background', () =>
    sharp(large, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .resize(MEDIUM_IMAGE_PX, MEDIUM_IMAGE_PX, INSIDE)
      .webp(MEDIUM_WEBP)
      .toBuffer(),
  );
}
