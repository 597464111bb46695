import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createConnection } from 'mysql2/promise';
import type { App } from 'supertest/types';
import { startBuiltServer, RunningServer } from './utils/built-server';
import { registerSeller } from './utils/factories';
import { jpegPhoto } from './utils/images';
import { formFor, postListing } from './utils/listings';
import { S3Server, startS3Server } from './utils/s3-server';
import { provisionTestDatabase, TestDatabase } from './utils/test-database';

/**
 * Two instances on one database and one bucket: the one that took a post is killed (-9) right
 * after answering, and the other finishes the photos once the dead one's lease runs out.
 */
describe('Photo work survives the instance that took the post', () => {
  let database: TestDatabase;
  let s3: S3Server;
  let client: S3Client;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await provisionTestDatabase();
    s3 = await startS3Server();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
    const shared = {
      ...s3.env,
      DATABASE_URL: database.url!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PHOTO_WORK_LEASE_MS: '4000',
      AUTH_ADDRESS_RATE_LIMIT: '1000',
    };
    a = await startBuiltServer(shared);
    b = await startBuiltServer(shared);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()].map((p) => p?.catch(() => undefined)));
    await s3?.stop();
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
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'private/pending-photos/' }),
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
    const waiting = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'private/pending-photos/' }),
    );
    expect(waiting.KeyCount).toBeGreaterThan(0);
    // Uploads still carry their EXIF: the bucket's public policy does not reach them.
    const waitingPath = waiting.Contents![0].Key!.split('/').map(encodeURIComponent).join('/');
    expect((await fetch(`${s3.env.S3_PUBLIC_URL}/${waitingPath}`)).status).toBe(403);

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
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `listings/${postHash}/` }),
    );
    expect(stored.KeyCount).toBe(12);
    expect(await pendingWork()).toBe(0);
    expect(await pendingUploads()).toBe(0);
  }, 120_000);
});
