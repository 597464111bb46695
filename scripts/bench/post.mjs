// Posts with four ~3 MB photos, timed end to end over loopback (upload, image processing, storage,
// the charge and the row), and how long after the answer their WebP sizes are ready; by one seller
// or several at once; with the photos, or naming photos uploaded before as the post form does. The
// posts are deleted again afterwards.
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

/**
 * The photos as the post form sends them: the browser shrinks each to 1600 px on its long side,
 * upright, as a JPEG at quality 0.85 (client/src/features/seller/photo-upload.ts).
 */
export function asTheFormSends(photos) {
  return Promise.all(
    photos.map((photo) =>
      sharp(photo)
        .rotate()
        .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
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

/** How long a post's WebP sizes may take before it counts as never ready. */
const READY_TIMEOUT_MS = 120_000;

/**
 * A multipart request ready to go: encoded before any clock starts, since on these shared cores
 * the client's own work of encoding megabytes would count as the server's time. `send()` resolves
 * to the answer's body and how long it took, from sending to the answer over loopback.
 */
async function preparedForm(baseUrl, path, seller, form) {
  const encoded = new Response(form);
  const multipart = Buffer.from(await encoded.arrayBuffer());
  return {
    send: async () => {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'x-access-token': seller.token,
          'content-type': encoded.headers.get('content-type'),
        },
        body: multipart,
      });
      const ms = performance.now() - started;
      const body = await res.json();
      if (!res.ok) throw new Error(`POST ${path} failed (${res.status}): ${body.message}`);
      return { body, ms };
    },
  };
}

/**
 * Each of the seller's photos uploaded on its own (POST /api/seller/photos), as the post form
 * uploads them when they are picked, all at once: their ids, and each upload's time.
 */
async function stagedPhotos(baseUrl, seller, photos) {
  const uploads = await Promise.all(
    photos.map((photo, n) => {
      const form = new FormData();
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), `${SLOTS[n]}.jpg`);
      return preparedForm(baseUrl, '/api/seller/photos', seller, form);
    }),
  );
  return () => Promise.all(uploads.map((upload) => upload.send()));
}

/**
 * One post as `seller`, timed from sending to the answer over loopback, with its photos, or with
 * the ids of photos uploaded before (`photoIds`); then, until its photo jobs are gone
 * (`pendingPhotos(postHash)` is 0), how long after the answer its WebP sizes were ready.
 */
async function preparedPost(baseUrl, seller, photos, pendingPhotos, photoIds) {
  const form = new FormData();
  for (const [key, value] of Object.entries(FORM)) form.append(key, value);
  SLOTS.forEach((slot, n) =>
    photoIds
      ? form.append(slot, photoIds[n])
      : form.append(slot, new Blob([photos[n]], { type: 'image/jpeg' }), `${slot}.jpg`),
  );
  const post = await preparedForm(baseUrl, '/api/seller/carRent', seller, form);
  return async () => {
    const { body, ms } = await post.send();
    return { seller, postHash: body.data.postHash, ms, ...(await readiness(body, pendingPhotos)) };
  };
}

/** How long after a post's answer its WebP sizes were ready (NaN: not within the wait). */
async function readiness(body, pendingPhotos) {
  const answered = performance.now();
  const { postHash } = body.data;
  while (performance.now() - answered < READY_TIMEOUT_MS) {
    if ((await pendingPhotos(postHash)) === 0) return { readyMs: performance.now() - answered };
    await new Promise((r) => setTimeout(r, 25));
  }
  return { readyMs: NaN };
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const max = (values) => values.reduce((m, v) => (Number.isFinite(v) ? Math.max(m, v) : NaN), 0);

/**
 * `rounds` timed rounds after one untimed warm-up round; in each round every seller of `sellers`
 * posts at the same moment, and the round ends when all its photos are ready. With `staged`, each
 * round first has every seller upload its photos on its own, all at once, as the post form does
 * when they are picked (each upload timed), and the posts then name them by their ids, after
 * `typingMs` more (the seller filling in the form meanwhile). Every post is deleted afterwards.
 */
export async function measurePosts(
  baseUrl,
  sellers,
  rounds,
  pendingPhotos,
  photos,
  { staged, typingMs = 0 } = {},
) {
  const posted = [];
  const timed = [];
  const uploadTimes = [];
  try {
    for (let round = 0; round <= rounds; round++) {
      let photoIds = sellers.map(() => undefined);
      if (staged) {
        const uploads = await Promise.all(
          sellers.map((seller) => stagedPhotos(baseUrl, seller, photos)),
        );
        const uploaded = await Promise.all(uploads.map((upload) => upload()));
        photoIds = uploaded.map((photosOfSeller) =>
          photosOfSeller.map(({ body }) => body.data.photoId),
        );
        if (round > 0) uploadTimes.push(...uploaded.flat().map(({ ms }) => ms));
        await new Promise((r) => setTimeout(r, typingMs));
      }
      const posts = await Promise.all(
        sellers.map((seller, n) =>
          preparedPost(baseUrl, seller, photos, pendingPhotos, photoIds[n]),
        ),
      );
      const results = await Promise.all(posts.map((post) => post()));
      posted.push(...results);
      if (round > 0) timed.push(...results);
    }
  } finally {
    for (const { seller, postHash } of posted) {
      await fetch(`${baseUrl}/api/perSeller/carRent/${postHash}`, {
        method: 'DELETE',
        headers: { 'x-access-token': seller.token },
      });
    }
  }
  const times = timed.map((p) => p.ms);
  const ready = timed.map((p) => p.readyMs);
  return {
    sellers: sellers.length,
    times,
    median: median(times),
    max: max(times),
    ready,
    readyMedian: median(ready.map((r) => (Number.isFinite(r) ? r : Infinity))),
    readyMax: max(ready),
    readyTimeoutMs: READY_TIMEOUT_MS,
    ...(typingMs ? { typingMs } : {}),
    ...(staged
      ? { uploads: { times: uploadTimes, median: median(uploadTimes), max: max(uploadTimes) } }
      : {}),
  };
}

/** What the photos were (sizes and pixels), and the libvips threads sharp gives one image here. */
export async function photoFacts(photos) {
  const { width, height } = await sharp(photos[0]).metadata();
  return {
    photoBytes: photos.map((p) => p.length),
    photoPixels: `${width}×${height}`,
    sharpConcurrency: sharp.concurrency(),
  };
}

const SELLER = {
  password: 'BenchSeller2026',
  sellerFirstName: 'Bench',
  sellerLastName: 'Seller',
  sellerCountry: 'Ethiopia',
  sellerCity: 'Addis Ababa',
};

/**
 * `count` new sellers, registered and signed in through the API, each credited by staff (`admin`,
 * through the staff adjustment endpoint, which writes the ledger row) with `fee × posts`.
 */
export async function registerSellers(baseUrl, admin, count, posts) {
  const { POST_FEE_ETB } = require(
    join(ROOT, 'dist/modules/subscription/subscription.constants.js'),
  );
  const call = async (path, body, token) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-access-token': token } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${answer.message}`);
    return answer.data;
  };
  const sellers = [];
  for (let n = 1; n <= count; n++) {
    const email = `seller${n}@bench.gebeya.et`;
    const { sellerId } = await call('/api/seller/register', {
      ...SELLER,
      email,
      sellerLastName: `Seller ${n}`,
      PhoneNumber: `+25194400000${n}`,
    });
    await call(
      '/api/seller/subscription/add',
      { sellerId, sellerSubscriptionAmount: POST_FEE_ETB * posts },
      admin.token,
    );
    const { token } = await call('/api/user/login', { email, password: SELLER.password });
    sellers.push({ sellerId, token });
  }
  return sellers;
}

/**
 * Milliseconds per photo, one photo at a time in this process: the app's own previewImage (what a
 * post waits for) and processImage (the WebP sizes, derived after answering), from dist/, and the
 * steps and alternatives that show where the time goes.
 */
export async function imageSteps(photos, formPhotos) {
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
      "After answering: the app's processImage (1600 and 800 px WebP at effort 1, 400 px thumbnail)",
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
  const timed = async (name, step, inputs) => {
    await step(inputs[0]);
    const started = performance.now();
    for (const photo of inputs) await step(photo);
    results.push({ name, ms: (performance.now() - started) / inputs.length });
  };
  for (const [name, step] of steps) await timed(name, step, photos);
  await timed(
    "In the request, for a photo as the post form sends it (1600 px JPEG): the app's previewImage",
    (p) => previewImage(p, 'frontImage'),
    formPhotos,
  );
  return results;
}
