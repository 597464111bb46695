import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { registerSeller } from './utils/factories';
import { Marketplace, startMarketplace } from './utils/instances';
import { jpegPhoto } from './utils/images';
import { formFor, postListing } from './utils/listings';
import { describeWithTools } from './utils/required-tools';

/**
 * Two instances on one database and one bucket: the one that took a post is killed (-9) right
 * after answering, and the other finishes the photos once the dead one's lease runs out.
 */
describeWithTools(
  ['haproxy', 'moto'],
  'Photo work survives the instance that took the post',
  () => {
    let site: Marketplace;
    let database: DataSource;
    let bucket: S3Client;

    beforeAll(async () => {
      site = await startMarketplace({ env: { PHOTO_WORK_LEASE_MS: '4000' } });
      database = await new DataSource(
        buildDataSourceOptions({ url: site.database.url, sqlitePath: '' }),
      ).initialize();
      bucket = new S3Client({
        region: site.s3.env.S3_REGION,
        endpoint: site.s3.url,
        forcePathStyle: true,
        credentials: {
          accessKeyId: site.s3.env.S3_ACCESS_KEY_ID,
          secretAccessKey: site.s3.env.S3_SECRET_ACCESS_KEY,
        },
      });
    }, 180_000);

    afterAll(async () => {
      bucket?.destroy();
      await database?.destroy();
      await site?.stop();
    });

    const pendingWork = async () =>
      Number((await database.query<{ n: number }[]>('SELECT COUNT(*) AS n FROM photo_jobs'))[0].n);
    const objectsUnder = (prefix: string) =>
      bucket.send(new ListObjectsV2Command({ Bucket: site.s3.bucket, Prefix: prefix }));

    it('finishes on the other instance after a kill -9 right after the post', async () => {
      const [a, b] = site.instances;
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
      const waiting = await objectsUnder('private/pending-photos/');
      expect(waiting.KeyCount).toBeGreaterThan(0);
      // Uploads still carry their EXIF: the bucket's public policy does not reach them.
      const waitingPath = waiting.Contents![0].Key!.split('/').map(encodeURIComponent).join('/');
      expect((await fetch(`${site.s3.env.S3_PUBLIC_URL}/${waitingPath}`)).status).toBe(403);

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
      // Each photo: its preview, and the three WebP sizes the other instance made.
      expect((await objectsUnder(`listings/${postHash}/`)).KeyCount).toBe(16);
      expect(await pendingWork()).toBe(0);
      expect((await objectsUnder('private/pending-photos/')).KeyCount).toBe(0);
    }, 120_000);
  },
);
