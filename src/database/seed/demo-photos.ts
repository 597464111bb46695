import sharp from 'sharp';
import type { DemoListing } from './demo-listings';
import { LISTING_TYPES } from '../../modules/listings/listing-types';
import { carPhoto } from './photo-car';
import { housePhoto } from './photo-house';
import { W, random } from './photo-kit';

/** The size of the photos: drawn at half of it and enlarged, as soft as a phone camera's. */
const PHOTO = { width: 800, height: 600 };

/** Noise on a coarse grid of cells, smoothly enlarged to the photo's size. */
function valueNoise(next: () => number, cell: number, amount: number): Float32Array {
  const { width, height } = PHOTO;
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => (next() - 0.5) * amount);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const ty = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const tx = gx - x0;
      const a = grid[y0 * gw + x0] + (grid[y0 * gw + x0 + 1] - grid[y0 * gw + x0]) * tx;
      const b =
        grid[(y0 + 1) * gw + x0] + (grid[(y0 + 1) * gw + x0 + 1] - grid[(y0 + 1) * gw + x0]) * tx;
      out[y * width + x] = a + (b - a) * ty;
    }
  }
  return out;
}

/**
 * What gives a photo its texture, the same over every one (made once): fine sensor grain,
 * grit (plaster, asphalt, paint) and broad blotches of uneven light.
 */
let texture: { delta: Int8Array; vignette: Float32Array } | undefined;
function cameraTexture() {
  if (texture) return texture;
  const next = random(20261124);
  const grit = valueNoise(next, 3, 16);
  const blotches = valueNoise(next, 48, 22);
  const { width, height } = PHOTO;
  // The lens darkens the corners a little.
  const vignette = Float32Array.from({ length: width * height }, (_, i) => {
    const dx = (i % width) / width - 0.5;
    const dy = Math.floor(i / width) / height - 0.48;
    return 1 - Math.max(0, Math.hypot(dx, dy) - 0.3) * 0.75;
  });
  const delta = Int8Array.from(grit, (g, i) => Math.round(g + blotches[i] + (next() - 0.5) * 20));
  texture = { delta, vignette };
  return texture;
}

/** What a camera adds: softness, texture and grain (less in deep shadow and bright sky), JPEG. */
async function photograph(scene: Buffer): Promise<Buffer> {
  const small = await sharp(scene, { density: (72 * PHOTO.width) / 2 / W })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = await sharp(small.data, { raw: small.info })
    .resize(PHOTO.width, PHOTO.height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  const { delta, vignette } = cameraTexture();
  for (let p = 0, i = 0; p < delta.length; p++) {
    const d = delta[p];
    const dim = vignette[p];
    for (let c = 0; c < 3; c++, i++) {
      const v = pixels[i] * dim;
      const t = v + (d * (300 - Math.abs(v - 128) * 1.6)) / 300;
      pixels[i] = t < 0 ? 0 : t > 255 ? 255 : t;
    }
  }
  return sharp(pixels, { raw: { width: PHOTO.width, height: PHOTO.height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Four JPEG photos (front, back, right, left) of the n-th demo listing, as it is described. */
export async function demoPhotos(listing: DemoListing, n: number): Promise<Buffer[]> {
  const { form } = listing;
  const scenes = [0, 1, 2, 3].map((view) =>
    LISTING_TYPES[listing.type].category === 'house'
      ? housePhoto(form.houseType ?? 'Villa', n, view)
      : carPhoto(
          {
            body: form.bodyType ?? 'Sedan',
            color: form.vehicleColor ?? 'White',
            plate: form.plateNumber ?? 'AA-2-A12345',
            make: form.vehicleMake ?? '',
          },
          n,
          view,
        ),
  );
  return Promise.all(scenes.map(photograph));
}
