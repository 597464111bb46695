import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { asUser } from './utils/as-user';
import { runBuiltCommand } from './utils/built-server';
import { registerSeller, SignedInUser } from './utils/factories';
import { photosDerived, postedHash } from './utils/listings';
import { describeWithTools } from './utils/required-tools';
import { S3Server, startS3Server } from './utils/s3-server';
import { createTestApp } from './utils/test-app';
import { provisionTestDatabase, TestDatabase } from './utils/test-database';

/** The image URLs of one car-rent listing as the API gives them, and the page's CSP. */
async function imageUrlsOf(http: App, user: SignedInUser, postHash: string) {
  const res = await asUser(http, user).get(`/api/seller/carRent/${postHash}`).expect(200);
  const listing = res.body.data as Record<string, string>;
  return {
    // Each photo at its three sizes (the card's thumbnail is the front one's, named twice).
    urls: [
      ...new Set(
        Object.entries(listing)
          .filter(([field]) => /Image$|Thumbnail$/.test(field))
          .map(([, url]) => url),
      ),
    ],
    // What the site's pages may load: any page's policy.
    csp: (await request(http).get('/')).headers['content-security-policy'],
  };
}

/**
 * A site moving its listing photos from DATA_DIR/uploads to an S3-compatible bucket (the storage
 * several instances can share): the built copy command, then an instance in S3 mode whose pages
 * may load the bucket's images.
 */
describeWithTools(['moto'], 'Switching a site to S3 storage', () => {
  let s3: S3Server;
  let database: TestDatabase;
  let seller: SignedInUser;
  let postHash: string;
  let localUrls: string[];

  beforeAll(async () => {
    [s3, database] = await Promise.all([startS3Server(), provisionTestDatabase()]);
    const onDisk = await createTestApp({ database });
    try {
      seller = await registerSeller(onDisk.http);
      postHash = await postedHash(onDisk.http, seller.token, 'carRent');
      await photosDerived(onDisk);
      const { urls, csp } = await imageUrlsOf(onDisk.http, seller, postHash);
      localUrls = urls;
      expect(csp).toContain("img-src 'self' data: blob:;");
    } finally {
      await onDisk.close();
    }
  }, 90_000);
  afterAll(async () => {
    await s3?.stop();
    await database?.drop();
  });

  const copy = (env: Record<string, string>) =>
    runBuiltCommand('copy-uploads-to-bucket', { DATA_DIR: database.dataDir, ...env });

  it('refuses to copy without the bucket settings, naming them', async () => {
    const { code, output } = await copy({ S3_BUCKET: '' });
    expect(code).toBe(1);
    expect(output).toContain('S3_BUCKET: set it and S3_PUBLIC_URL');
  });

  it('copies every upload once: a second run finds them all there', async () => {
    expect(localUrls).toHaveLength(12);
    expect(localUrls.every((url) => url.startsWith('/uploads/listings/'))).toBe(true);
    const first = await copy(s3.env);
    expect(first.code).toBe(0);
    const [, files] = /(\d+) file\(s\) in /.exec(first.output) ?? [];
    expect(Number(files)).toBeGreaterThanOrEqual(localUrls.length);
    expect(first.output).toContain(`Copied ${files} file(s) into the bucket; 0 were already there`);
    const second = await copy(s3.env);
    expect(second.code).toBe(0);
    expect(second.output).toContain(
      `Copied 0 file(s) into the bucket; ${files} were already there`,
    );
  }, 60_000);

  it('serves the same photos from the bucket once started in S3 mode, and lets pages load them', async () => {
    const inS3 = await createTestApp({ database, env: s3.env });
    try {
      const { urls, csp } = await imageUrlsOf(inS3.http, seller, postHash);
      expect(urls).toEqual(
        localUrls.map((url) => url.replace('/uploads/', `${s3.env.S3_PUBLIC_URL}/`)),
      );
      // Every photo listed with what differs, so a failure says which file and how.
      const differing: string[] = [];
      for (const [n, url] of urls.entries()) {
        const res = await fetch(url);
        const served = Buffer.from(await res.arrayBuffer());
        const onDisk = await readFile(join(database.dataDir, localUrls[n]));
        const type = res.headers.get('content-type') ?? '';
        if (res.status !== 200 || !/^image\/(jpeg|webp)$/.test(type) || !served.equals(onDisk)) {
          differing.push(
            `${url}: ${res.status} ${type}, ${served.length} bytes served, ${onDisk.length} on disk`,
          );
        }
      }
      expect(differing).toEqual([]);
      expect(csp).toContain(`img-src 'self' data: blob: ${s3.url};`);
    } finally {
      await inS3.close();
    }
  }, 60_000);
});
