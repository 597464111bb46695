import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { launchChromium, newPage, signInAs, VIEWPORTS } from './utils/browser';
import { startBuiltServer } from './utils/built-server';
import { registerSeller } from './utils/factories';
import { Marketplace, startMarketplace } from './utils/instances';
import { formFor, postListing, samplePhoto } from './utils/listings';
import { describeWithTools } from './utils/required-tools';
import { schemaProblems } from './utils/schema';
import { provisionTestDatabase } from './utils/test-database';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Whether an <img> has finished loading with a real picture, waiting for it if needed. */
function loaded(img: HTMLImageElement): Promise<boolean> {
  const shown = () => img.complete && img.naturalWidth > 0;
  if (img.complete) return Promise.resolve(shown());
  return new Promise((resolve) => {
    img.onload = img.onerror = () => resolve(shown());
  });
}

/**
 * Gebeya as a growing site runs it: two built instances started at the same moment on one fresh
 * MariaDB database and one S3-compatible bucket (moto), behind haproxy round-robin. One set of
 * instances serves every case of this file. MySQL only.
 */
describeWithTools(['haproxy', 'moto', 'chromium'], 'Several instances, one marketplace', () => {
  let site: Marketplace;
  let dataSource: DataSource;
  let browser: Browser;

  beforeAll(async () => {
    site = await startMarketplace({ instances: 2, env: { DEMO_DATA: 'true' } });
    dataSource = await new DataSource(
      buildDataSourceOptions({ url: site.database.url, sqlitePath: '' }),
    ).initialize();
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await dataSource?.destroy();
    await site?.stop();
  });

  it('brings up both first starts on an empty database: the schema whole, the demo data made once', async () => {
    for (const instance of site.instances) {
      expect((await fetch(`${instance.baseUrl}/api/health`)).status).toBe(200);
    }
    expect(await schemaProblems(dataSource)).toEqual([]);
    const sellers = await dataSource.query<{ email: string }[]>('SELECT email FROM sellers');
    expect(sellers.map((seller) => seller.email)).toEqual(['seller@demo.gebeya.et']);
    const [{ total }] = await dataSource.query<{ total: string }[]>(
      'SELECT COUNT(*) AS total FROM listings',
    );
    expect(Number(total)).toBe(40);
  });

  it('sends the requests to both instances in turn', async () => {
    const path = '/api/listings/latest';
    const before = site.servedBy(path);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${site.url}${path}`)).status).toBe(200);
    }
    // Each instance logs a request once it is answered: give the last log line a moment.
    const deadline = Date.now() + 5000;
    const served = () =>
      Object.entries(site.servedBy(path)).map(([name, count]) => [name, count - before[name]]);
    while (served().reduce((sum, [, count]) => sum + Number(count), 0) < 6) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served()).toEqual([
      ['A', 3],
      ['B', 3],
    ]);
  });

  it('shows the photos of a listing posted through the proxy, from the bucket, with no CSP violation', async () => {
    const seller = await registerSeller(site.url);
    const form = formFor('carRent', { vehicleMake: 'Toyota', vehicleModel: 'Probox' });
    const posted = await postListing(site.url, seller.token, 'carRent', form);
    expect(posted.status).toBe(201);
    const postHash = (posted.body as { data: { postHash: string } }).data.postHash;

    const { context, page, errors } = await newPage(browser, VIEWPORTS.desktop);
    const violations = await watchCspViolations(page);
    await signInAs(page, site.url, seller.email, seller.password);
    await page.goto(`${site.url}/seller/carRent/${postHash}`);
    await page.getByRole('heading', { name: /Toyota Probox/ }).waitFor();
    const photo = page.getByTestId('carousel-image');
    const sources: string[] = [];
    for (let n = 0; n < 4; n++) {
      if (n > 0) await page.getByRole('button', { name: 'Next photo' }).click();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('[data-testid=carousel-image]')?.getAttribute('src') !== previous,
        sources.at(-1) ?? '',
      );
      const src = (await photo.getAttribute('src')) ?? '';
      expect(src.startsWith(`${site.s3.env.S3_PUBLIC_URL}/listings/`)).toBe(true);
      expect(await photo.evaluate(loaded)).toBe(true);
      sources.push(src);
    }
    expect(new Set(sources).size).toBe(4);

    // The browse page's thumbnails come from the bucket too: ours first, then the demo listings.
    await page.goto(`${site.url}/getCarRent`);
    const thumbnails = page.locator('[data-testid=listing-grid] a img');
    await thumbnails.first().waitFor();
    for (let n = 0; n < 3; n++) {
      await thumbnails.nth(n).scrollIntoViewIfNeeded();
      const src = (await thumbnails.nth(n).getAttribute('src')) ?? '';
      expect(src.startsWith(`${site.s3.env.S3_PUBLIC_URL}/listings/`)).toBe(true);
      expect(await thumbnails.nth(n).evaluate(loaded)).toBe(true);
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('posts through either instance the photos uploaded through both, kept and copied in the bucket', async () => {
    const seller = await registerSeller(site.url);
    const photo = await samplePhoto();
    const stagedKeys = async () => {
      const prefix = 'private/pending-photos/staged/';
      const res = await fetch(`${site.s3.url}/${site.s3.bucket}?list-type=2&prefix=${prefix}`);
      return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map(([, key]) => key);
    };
    const before = site.servedBy('/api/seller/photos');
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const form = new FormData();
      form.append(
        'photo',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `photo-${n}.jpg`,
      );
      const res = await fetch(`${site.url}/api/seller/photos`, {
        method: 'POST',
        headers: { 'x-access-token': seller.token },
        body: form,
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { data: { photoId: string } }).data.photoId);
    }
    // Round-robin: each instance kept some of them, in the bucket both read.
    const deadline = Date.now() + 5000;
    const uploadsServed = () =>
      Object.entries(site.servedBy('/api/seller/photos')).map(
        ([name, count]) => count - before[name],
      );
    while (uploadsServed().reduce((sum, count) => sum + count, 0) < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(uploadsServed()).toEqual([2, 2]);
    // Each photo's upload and preview, then the three WebP sizes its instance makes of it.
    const made = Date.now() + 30_000;
    while ((await stagedKeys()).length < 20 && Date.now() < made) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stagedKeys()).toHaveLength(20);

    const slots = ['frontImage', 'backImage', 'rightImage', 'leftImage'];
    const photos = Object.fromEntries(slots.map((slot, n) => [slot, ids[n]]));
    const form = formFor('carRent', { vehicleMake: 'Suzuki', vehicleModel: 'Dzire' });
    const posted = await request(site.url)
      .post('/api/seller/carRent')
      .set('x-access-token', seller.token)
      .field({ ...form, ...photos });
    expect(posted.status).toBe(201);
    const listing = (posted.body as { data: Record<string, string> }).data;
    for (const field of ['sellerCarRentFrontImage', 'sellerCarRentLeftImage']) {
      expect(listing[field].startsWith(`${site.s3.env.S3_PUBLIC_URL}/listings/`)).toBe(true);
      // Read whole: a photo's body left unread stalls the client's connection (Node 22's fetch).
      const served = await fetch(listing[field]);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    // Posted, the photos are the listing's: nothing of them waits any more.
    expect(await stagedKeys()).toEqual([]);
  }, 60_000);

  it('warns when an instance on a MySQL database keeps the photos on its own disk', async () => {
    const database = await provisionTestDatabase();
    const lone = await startBuiltServer({ DATABASE_URL: database.url!, DEMO_DATA: 'false' });
    try {
      expect(lone.output()).toContain(
        "Listing photos are kept on this machine's disk (DATA_DIR/uploads). If more than one instance serves this database, set S3_BUCKET",
      );
    } finally {
      await lone.stop();
      await database.drop();
    }
  }, 90_000);
});
