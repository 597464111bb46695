// One post with four ~3 MB photos, timed end to end over loopback (upload, image processing,
// storage, the charge and the row), repeated; the posts are deleted again afterwards.
import sharp from 'sharp';
import { percentile } from './load.mjs';

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
export async function photosOf(bytes = 3_000_000) {
  const probe = await noiseJpeg(1600, 1200, 0);
  const scale = Math.sqrt(bytes / probe.length);
  const width = Math.round((1600 * scale) / 8) * 8;
  const height = Math.round((1200 * scale) / 8) * 8;
  return Promise.all(SLOTS.map((_, seed) => noiseJpeg(width, height, seed + 1)));
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
      const res = await fetch(`${baseUrl}/api/seller/carRent`, { method: 'POST', headers, body: form });
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
  return {
    photoBytes: photos.map((p) => p.length),
    times,
    median: percentile(sorted, 50),
    max: sorted[sorted.length - 1],
  };
}
