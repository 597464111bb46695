import { bmvbhashEven } from 'blockhash-core';
import sharp from 'sharp';

/**
 * A photo's perceptual hash (blockhash, 16×16 blocks): 256 bits as 64 hex digits that change
 * little when the photo is re-encoded, resized or slightly brightened, so the same picture posted
 * again is recognised, while two photos of similar scenes stay far apart.
 */
export type Fingerprint = string;

const BLOCKS = 16;
/** Pixels a side of the copy the blocks are averaged over. */
const SAMPLE_PX = BLOCKS * 16;
/**
 * Bits two fingerprints may differ in and still be the same picture: copies of a photo differ
 * in a few, different photos of the same kind of scene in a dozen or more.
 */
export const SAME_PHOTO_MAX_DISTANCE = 7;
/**
 * A fingerprint is looked up by eight 32-bit bands: two within SAME_PHOTO_MAX_DISTANCE of each
 * other differ in at most seven bands, so they share at least one.
 */
export const FINGERPRINT_BANDS = SAME_PHOTO_MAX_DISTANCE + 1;
const BAND_DIGITS = 64 / FINGERPRINT_BANDS;
/**
 * Below this spread of brightness a photo is one flat colour (a blank or placeholder image):
 * such photos all look alike, so they are not compared.
 */
const FLAT_STDEV = 6;

export interface RawPixels {
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The fingerprint of decoded pixels (the downscaled copy a preview is made from), or null for a
 * flat photo.
 */
export async function fingerprintOf(pixels: Buffer, raw: RawPixels): Promise<Fingerprint | null> {
  const { data, info } = await sharp(pixels, raw)
    .resize(SAMPLE_PX, SAMPLE_PX, { fit: 'fill' })
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (widestSpread(data, info.channels) < FLAT_STDEV) return null;
  return bmvbhashEven({ width: info.width, height: info.height, data }, BLOCKS);
}

/**
 * The largest standard deviation of any one channel of interleaved pixels (sample deviation, as
 * sharp's stats() gives it). Summed here over the 256 × 256 sample: stats() also works out
 * entropy, sharpness and the dominant colour, some 20 ms a photo of a post's answer.
 */
export function widestSpread(data: Uint8Array, channels: number): number {
  const pixels = data.length / channels;
  let widest = 0;
  for (let channel = 0; channel < channels; channel++) {
    let sum = 0;
    let squares = 0;
    for (let at = channel; at < data.length; at += channels) {
      sum += data[at];
      squares += data[at] * data[at];
    }
    const variance = (squares - (sum * sum) / pixels) / Math.max(1, pixels - 1);
    widest = Math.max(widest, Math.sqrt(Math.max(0, variance)));
  }
  return widest;
}

/** The fingerprint's bands (8 hex digits each), the columns it is found by. */
export function bandsOf(fingerprint: Fingerprint): string[] {
  return Array.from({ length: FINGERPRINT_BANDS }, (_, n) =>
    fingerprint.slice(n * BAND_DIGITS, (n + 1) * BAND_DIGITS),
  );
}

/** How many bits two fingerprints differ in. */
export function distanceBetween(a: Fingerprint, b: Fingerprint): number {
  let count = 0;
  for (let n = 0; n < a.length; n += 8) {
    let differing = (parseInt(a.slice(n, n + 8), 16) ^ parseInt(b.slice(n, n + 8), 16)) >>> 0;
    for (; differing; differing &= differing - 1) count += 1;
  }
  return count;
}
