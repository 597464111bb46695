// One post with four ~3 MB photos, timed end to end over loopback (upload, image processing,
// storage, the charge and the row), repeated; the posts are deleted again afterwards.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { percentile } from './load.mjs';
import { ROOT } from './processes.mjs';

const require = createRequire(import.meta.url);

const SLOTS = ['frontImage', 'backImage', 'rightImage', 'leftImage'];

/** A photo-like JPEG (noise compresses like a photo) of width×height with a pattern per `seed`. */
function noiseJpeg(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * (7919 + seed * 2)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Four different JPEGs of about `bytes` each (a phone camera's 12 MP photo is 3–5 MB). */
export function photosOf(bytes = 3 * 1024 * 1024) {
  return Promise.all(
    SLOTS.map(async (_, n) => {
      // Bytes grow a little faster than pixels here, so two guesses land within a few per cent.
      let [width, height] = [1600, 1200];
      for (let guess = 0; guess < 2; guess++) {
        const probe = await noiseJpeg(width, height, n + 1);
        const scale = Math.sqrt(bytes / probe.length);
        [width, height] = [
          Math.round((width * scale) / 8) * 8,
          Math.round((height * scale) / 8) * 8,
        ];
      }
      return noiseJpeg(width, height, n + 1);
    }),
  );
}

const FORM = {
  country: 'Ethiopia',
  region: 'Addis Ababa',
  city: 'Addis Ababa',
  subcity: 'Bole',
  vehicleMake: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: '2016',
  transmision: 'Automatic',
  milage: '96000',
  bodyType: 'Sedan',
  engine: '1.6L',
  plateNumber: 'AA-3-B54321',
  fuel: 'Petrol',
  vehicleColor: 'White',
  price: '4500',
  priceCurrency: 'ETB',
  perDayOrMonth: 'per day',
  vehicleDescription: 'Clean, serviced, driver available on request.',
};

/** `count` timed posts after one untimed warm-up post; every post is deleted afterwards. */
export async function measurePosts(baseUrl, token, count) {
  const photos = await photosOf();
  const headers = { 'x-access-token': token };
  const posted = [];
  const times = [];
  try {
    for (let i = 0; i <= count; i++) {
      const form = new FormData();
      for (const [key, value] of Object.entries(FORM)) form.append(key, value);
      SLOTS.forEach((slot, n) =>
        form.append(slot, new Blob([photos[n]], { type: 'image/jpeg' }), `${slot}.jpg`),
      );
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/seller/carRent`, {
        method: 'POST',
        headers,
        body: form,
      });
      const elapsed = performance.now() - started;
      const body = await res.json();
      if (!res.ok) throw new Error(`Posting failed (${res.status}): ${body.message}`);
      posted.push(body.data.postHash);
      if (i > 0) times.push(elapsed);
    }
  } finally {
    for (const postHash of posted) {
      await fetch(`${baseUrl}/api/perSeller/carRent/${postHash}`, { method: 'DELETE', headers });
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const { width, height } = await sharp(photos[0]).metadata();
  return {
    photoBytes: photos.map((p) => p.length),
    photoPixels: `${width}×${height}`,
    times,
    median: percentile(sorted, 50),
    max: sorted[sorted.length - 1],
    steps: await imageSteps(photos),
    sharpConcurrency: sharp.concurrency(),
  };
}

/**
 * Milliseconds per photo, one photo at a time in this process: the app's own previewImage (what a
 * post waits for) and processImage (the WebP sizes, derived after answering), from dist/, and the
 * steps and alternatives that show where the time goes.
 */
async function imageSteps(photos) {
  const { previewImage, processImage } = require(
    join(ROOT, 'dist/modules/listings/images/image-processor.js'),
  );
  const large = (image) =>
    image.rotate().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
  const steps = [
    [
      "In the request: the app's previewImage (checks the photo, 800 px JPEG preview)",
      (p) => previewImage(p, 'frontImage'),
    ],
    [
      "After answering: the app's processImage (1600 px WebP + 400 px thumbnail, effort 1)",
      (p) => processImage(p, 'frontImage'),
    ],
    ['Decoding the JPEG only', (p) => sharp(p).raw().toBuffer()],
    [
      '1600 px WebP q80 (effort 4, the default)',
      (p) => large(sharp(p)).webp({ quality: 80 }).toBuffer(),
    ],
    [
      '1600 px WebP q80 at effort 1',
      (p) => large(sharp(p)).webp({ quality: 80, effort: 1 }).toBuffer(),
    ],
    ['1600 px JPEG q80', (p) => large(sharp(p)).jpeg({ quality: 80 }).toBuffer()],
  ];
  const results = [];
  for (const [name, step] of steps) {
    await step(photos[0]);
    const started = performance.now();
    for (const photo of photos) await step(photo);
    results.push({ name, ms: (performance.now() - started) / photos.length });
  }
  return results;
}
