import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createConnection } from 'mysql2/promise';
import type { App } from 'supertest/types';
import { startBuiltServer, RunningServer } from './utils/built-server';
import { registerSeller } from './utils/factories';
import { freePort } from './utils/free-port';
import { jpegPhoto } from './utils/images';
import { formFor, postListing } from './utils/listings';
import { provisionTestDatabase, TestDatabase } from './utils/test-database';

const BUCKET = 'gebeya-photos';

/** moto's S3-compatible server (in the machine's Python), on a free port. */
async function startS3(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('moto.server exited: is moto installed?');
    try {
      await fetch(url);
      return { url, process: child };
    } catch {
      if (Date.now() > deadline) throw new Error('moto.server did not start in 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Two instances on one database and one bucket: the one that took a post is killed (-9) right
 * after answering, and the other finishes the photos once the dead one's lease runs out.
 */
describe('Photo work survives the instance that took the post', () => {
  let database: TestDatabase;
  let s3: { url: string; process: ChildProcess };
  let client: S3Client;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await provisionTestDatabase();
    s3 = await startS3();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    const shared = {
      DATABASE_URL: database.url!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.url,
      S3_PUBLIC_URL: `${s3.url}/${BUCKET}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      PHOTO_WORK_LEASE_MS: '4000',
      AUTH_ADDRESS_RATE_LIMIT: '1000',
    };
    a = await startBuiltServer(shared);
    b = await startBuiltServer(shared);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()].map((p) => p?.catch(() => undefined)));
    s3?.process.kill();
    await database?.drop();
  });

  const pendingWork = async () => {
    const connection = await createConnection({ uri: database.url! });
    try {
      const [rows] = await connection.query('SELECT COUNT(*) AS n FROM photo_jobs');
      return Number((rows as { n: number }[])[0].n);
    } finally {
      await connection.end();
    }
  };
  const pendingUploads = async () =>
    (
      await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'private/pending-photos/' }),
      )
    ).KeyCount ?? 0;

  it('finishes on the other instance after a kill -9 right after the post', async () => {
    const http = a.baseUrl as unknown as App;
    const seller = await registerSeller(http);
    const [front, back, right, left] = await Promise.all([
      jpegPhoto(3000, 2000),
      jpegPhoto(2800, 2100),
      jpegPhoto(2600, 1900),
      jpegPhoto(2400, 1800),
    ]);
    const res = await postListing(http, seller.token, 'carRent', formFor('carRent'), {
      frontImage: front,
      backImage: back,
      rightImage: right,
      leftImage: left,
    });
    expect(res.status).toBe(201);
    a.child.kill('SIGKILL');
    const { postHash } = res.body.data as { postHash: string };
    // The dead instance had not finished: its work and uploads wait in the database and bucket.
    expect(await pendingWork()).toBeGreaterThan(0);
    expect(await pendingUploads()).toBeGreaterThan(0);

    const detail = async () =>
      (
        (await (
          await fetch(`${b.baseUrl}/api/seller/carRent/${postHash}`, {
            headers: { 'x-access-token': seller.token },
          })
        ).json()) as { data: Record<string, string> }
      ).data;
    const images = ['Front', 'Back', 'Right', 'Left'].map((side) => `sellerCarRent${side}Image`);
    const deadline = Date.now() + 60_000;
    let shown = await detail();
    while (images.some((field) => !shown[field].endsWith('.webp')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      shown = await detail();
    }
    for (const field of images) expect(shown[field]).toMatch(/\.webp$/);
    // Each photo: its preview, and the large WebP and thumbnail the other instance made.
    const stored = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `listings/${postHash}/` }),
    );
    expect(stored.KeyCount).toBe(12);
    expect(await pendingWork()).toBe(0);
    expect(await pendingUploads()).toBe(0);
  }, 120_000);
});
