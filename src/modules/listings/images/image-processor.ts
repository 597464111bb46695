import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const LARGE_IMAGE_PX = 1600;
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
  thumbnail: Buffer;
}

/**
 * Decodes and re-encodes an upload as WebP: turned upright, at most 1600 px, and a 400 px card
 * thumbnail. Re-encoding drops every bit of metadata (EXIF, GPS position, camera serials).
 */
export async function processImage(bytes: Buffer, field: string): Promise<ProcessedImage> {
  if (!sniffImageFormat(bytes)) {
    throw new BadRequestException(`${field} must be a JPEG, PNG or WebP image.`);
  }
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const [large, thumbnail] = await Promise.all([
      source
        .clone()
        .resize(LARGE_IMAGE_PX, LARGE_IMAGE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      source
        .clone()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    return { large, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new BadRequestException(
        `${field} is too large: at most ${MAX_IMAGE_PIXELS / 1e6} megapixels.`,
      );
    }
    throw new BadRequestException(`${field} could not be read as an image.`);
  }
}
