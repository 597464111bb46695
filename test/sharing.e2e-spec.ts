import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { insertListings } from './utils/listing-rows';
import { formFor, photosDerived, postListing } from './utils/listings';
import { asUser } from './utils/as-user';
import { declaredRoutes } from './utils/routes';
import { createTestApp, TestApp } from './utils/test-app';

const SITE = 'https://gebeya.example';

/** A built client's index.html as Vite writes it. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="Gebeya: rent or buy cars and houses directly from owners in Ethiopia."
    />
    <title>Gebeya — cars and houses from their owners</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Which chunks the build put each module in, as Vite's manifest says beside index.html. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_react-def.js'] },
  '_react-def.js': { file: 'assets/react-def.js' },
  '_landing-shared-ghi.js': { file: 'assets/landing-shared-ghi.js', imports: ['index.html'] },
  'src/features/listings/pages/BrowsePage.tsx': {
    file: 'assets/BrowsePage-jkl.js',
    imports: ['index.html', '_landing-shared-ghi.js'],
  },
  'src/features/listings/pages/DetailPage.tsx': {
    file: 'assets/DetailPage-mno.js',
    imports: ['index.html', '_react-def.js', '_landing-shared-ghi.js'],
  },
};

/** The client builds made for this file's apps, removed once they are done. */
const clientBuilds: string[] = [];
afterAll(() => {
  for (const dir of clientBuilds) rmSync(dir, { recursive: true, force: true });
});

/** A client build in a directory of its own: the app serves it as it serves client/dist. */
function aClientBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gebeya-client-'));
  clientBuilds.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

/** The content of each meta tag of the page, by its property or name. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1]] = match[2];
  }
  return tags;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function posted(
  t: TestApp,
  seller: SignedInUser,
  type: string,
  form: Record<string, string>,
) {
  const res = await postListing(t.http, seller.token, type as never, form);
  expect(res.status).toBe(201);
  return (res.body as { data: { postHash: string } }).data.postHash;
}

const setStatus = (t: TestApp, postHash: string, status: Listing['status']) =>
  t.dataSource.getRepository(Listing).update({ postHash }, { status });

describe('Sharing: link previews, public browsing, similar listings', () => {
  describe('with browsing as the spec has it (PUBLIC_BROWSING unset)', () => {
    let t: TestApp;
    let seller: SignedInUser;
    let buyer: SignedInUser;
    let car: string;
    let house: string;

    beforeAll(async () => {
      t = await createTestApp({
        env: {
          PUBLIC_URL: SITE,
          CLIENT_DIST: aClientBuild(),
        },
      });
      seller = await registerSeller(t.http);
      buyer = await registerBuyer(t.http);
      const manager = (await createStaff(t, 2)) as SignedInUser;
      await asUser(t.http, manager)
        .post('/api/seller/topup')
        .send({ sellerId: seller.id, topUpAmount: 50_000 })
        .expect(201);
      car = await posted(
        t,
        seller,
        'carRent',
        formFor('carRent', {
          vehicleMake: 'Toyota <script>alert("x")</script>',
          vehicleModel: "Vitz & 'Yaris'",
          price: '2500',
          perDayOrMonth: 'per day',
          city: 'Addis Ababa',
          subcity: 'Bole',
        }),
      );
      house = await posted(t, seller, 'houseSell', formFor('houseSell', { price: '12000000' }));
      // The photos' WebP sizes replace their previews in the background: done, the page and the
      // API name the same photo.
      await photosDerived(t);
    });
    afterAll(() => t.close());

    const page = async (path: string) => {
      const res = await request(t.http).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      return res.text;
    };

    it("gives a public listing's page its OpenGraph and Twitter-card tags, escaped", async () => {
      const html = await page(`/seller/carRent/${car}`);
      const meta = metaOf(html);
      const title =
        'Toyota <script>alert("x")</script> Vitz & \'Yaris\' 2015 for rent in Addis Ababa · 2,500 ETB per day';
      expect(decode(meta['og:title'])).toBe(title);
      expect(decode(meta['twitter:title'])).toBe(title);
      expect(meta['og:title']).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(meta['og:title']).toContain('&amp; &#39;Yaris&#39;');
      expect(html).not.toContain('<script>alert');
      expect(decode(meta['og:description'])).toMatch(
        /^2,500 ETB per day · Automatic · Petrol · 84,000 km · Bole, Addis Ababa, Addis Ababa\. One owner/,
      );
      expect(meta['og:url']).toBe(`${SITE}/seller/carRent/${car}`);
      expect(meta['og:type']).toBe('website');
      expect(meta['og:site_name']).toBe('Gebeya');
      expect(meta['twitter:card']).toBe('summary_large_image');
      // The 400 px card photo, at an absolute address on the site, and it is there.
      expect(meta['og:image']).toMatch(new RegExp(`^${SITE}/uploads/.+`));
      expect(meta['twitter:image']).toBe(meta['og:image']);
      const photo = meta['og:image'].slice(SITE.length);
      const listing = await asUser(t.http, buyer).get(`/api/seller/carRent/${car}`).expect(200);
      expect(`${SITE}${listing.body.data.sellerCarRentThumbnail}`).toBe(meta['og:image']);
      await request(t.http).get(photo).expect(200);
      // The page's own title and description are the listing's, once.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1])).toBe(title);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      // Still the client's page.
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      );
      expect(html).toContain('<div id="root"></div>');
    });

    it('names the photos a public listing and a default browse page paint first, for the client to load at once', async () => {
      const leadImages = async (path: string) => {
        const content = metaOf(await page(path))['gebeya:lead-images'];
        return content === undefined ? [] : (JSON.parse(decode(content)) as unknown[]);
      };
      const listing = await asUser(t.http, buyer).get(`/api/seller/carRent/${car}`).expect(200);
      // The listing's page opens its carousel on the front photo: a phone at 800 px, wider
      // screens at the large size, as the carousel picks them.
      expect(await leadImages(`/seller/carRent/${car}`)).toEqual([
        { url: listing.body.data.sellerCarRentFrontMediumImage, media: '(max-width: 599.95px)' },
        { url: listing.body.data.sellerCarRentFrontImage, media: '(min-width: 600px)' },
      ]);
      // A browse page in its default order starts with the newest cards' photos, as the API pages it.
      await posted(t, seller, 'houseSell', formFor('houseSell', { price: '9000000' }));
      await posted(t, seller, 'houseSell', formFor('houseSell', { price: '8000000' }));
      await photosDerived(t);
      const browse = await asUser(t.http, buyer)
        .get('/api/seller/houseSell?page=1&pageSize=14')
        .expect(200);
      const houses = browse.body.data as Record<string, string>[];
      expect(houses).toHaveLength(3);
      expect(await leadImages('/getHouseSell')).toEqual(
        houses.slice(0, 2).map((h) => h.sellerHouseSellThumbnail),
      );
      expect(await leadImages('/getCarRent')).toEqual([listing.body.data.sellerCarRentThumbnail]);
      for (const photo of await leadImages('/getCarRent'))
        await request(t.http)
          .get(photo as string)
          .expect(200);
      for (const photo of await leadImages(`/seller/carRent/${car}`))
        await request(t.http)
          .get((photo as { url: string }).url)
          .expect(200);
      // Searched, filtered or another page: which cards come first is the API's to say.
      expect(await leadImages('/getCarRent?q=toyota')).toEqual([]);
      expect(await leadImages('/getCarRent?page=2')).toEqual([]);
      // None of a type without listings, of other pages, or of a listing that is not public.
      expect(await leadImages('/getHouseRent')).toEqual([]);
      expect(await leadImages('/')).toEqual([]);
      await setStatus(t, car, 'hidden');
      expect(await leadImages(`/seller/carRent/${car}`)).toEqual([]);
      expect(await leadImages('/getCarRent')).toEqual([]);
      await setStatus(t, car, 'active');
    });

    it('preloads them from the page itself for a browser that keeps a session, and says the page varies by it', async () => {
      const path = `/seller/carRent/${car}`;
      const preloads = (html: string) =>
        [...html.matchAll(/<link rel="preload" as="image" [^>]*href="([^"]*)"/g)].map((m) =>
          decode(m[1]),
        );
      const listing = await asUser(t.http, buyer).get(`/api/seller/carRent/${car}`).expect(200);
      // The client's session hint: no token, only that a session is kept.
      const hinted = await request(t.http).get(path).set('Cookie', 'gebeya_session=1').expect(200);
      expect(preloads(hinted.text)).toEqual([
        listing.body.data.sellerCarRentFrontMediumImage,
        listing.body.data.sellerCarRentFrontImage,
      ]);
      expect(hinted.headers.vary).toMatch(/\bCookie\b/);
      // Without it, browsing closed to visitors: the login wall may show, so the client decides.
      const plain = await request(t.http).get(path).expect(200);
      expect(preloads(plain.text)).toEqual([]);
      expect(metaOf(plain.text)['gebeya:lead-images']).toBeDefined();
    });

    it("loads a browse or listing page's code with the HTML for a browser that keeps a session", async () => {
      const modulePreloads = async (path: string, cookie?: string) => {
        const req = request(t.http).get(path);
        const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
        return [...res.text.matchAll(/<link rel="modulepreload" [^>]*href="([^"]*)"/g)].map(
          (m) => m[1],
        );
      };
      const browse = ['/assets/BrowsePage-jkl.js', '/assets/landing-shared-ghi.js'];
      const listing = ['/assets/DetailPage-mno.js', '/assets/landing-shared-ghi.js'];
      expect(await modulePreloads('/getCarRent', 'gebeya_session=1')).toEqual(browse);
      // A filtered page too: its code is the same, whichever cards it shows.
      expect(await modulePreloads('/getHouseSell?q=bole&page=2', 'gebeya_session=1')).toEqual(
        browse,
      );
      expect(await modulePreloads(`/seller/carRent/${car}`, 'gebeya_session=1')).toEqual(listing);
      // A listing the server cannot show still opens the listing page, which says so.
      expect(await modulePreloads('/seller/carRent/nosuchpost', 'gebeya_session=1')).toEqual(
        listing,
      );
      expect(await modulePreloads('/', 'gebeya_session=1')).toEqual([]);
      // Without a session, browsing closed to visitors shows the login wall instead.
      expect(await modulePreloads('/getCarRent')).toEqual([]);
    });

    it('describes a house by type, bedrooms, area and price with its currency', async () => {
      const meta = metaOf(await page(`/seller/houseSell/${house}`));
      expect(decode(meta['og:title'])).toBe('Villa, 4 bedrooms for sale in Adama · 12,000,000 ETB');
      expect(decode(meta['og:description'])).toMatch(
        /^12,000,000 ETB · 250 m² · 3 bathrooms · Bole Kifle Ketema, Adama, Oromia\. Quiet street/,
      );
    });

    it("gives any other page, an unknown listing and a listing that is not public the site's own tags, and nothing of the listing", async () => {
      const home = await page('/');
      const meta = metaOf(home);
      expect(decode(meta['og:title'])).toBe('Gebeya — cars and houses from their owners');
      expect(meta['og:url']).toBe(`${SITE}/`);
      expect(meta['og:image']).toBeUndefined();
      expect(meta['twitter:card']).toBe('summary');
      for (const path of [
        '/about',
        '/seller/carRent/no-such-listing',
        `/seller/carSell/${car}`, // another type's page
        `/seller/carRent/${car}/extra`,
        '/seller/carRent/%E0%A4%A',
      ]) {
        expect({ path, html: await page(path) }).toEqual({ path, html: home });
      }
      for (const status of ['hidden', 'pending', 'expired'] as const) {
        await setStatus(t, car, status);
        const html = await page(`/seller/carRent/${car}`);
        expect({ status, html }).toEqual({ status, html: home });
        expect(html).not.toContain('Toyota');
      }
      await setStatus(t, car, 'active');
      expect(await page(`/seller/carRent/${car}`)).toContain('Toyota');
    });

    it('tells the client browsing needs an account', async () => {
      expect(metaOf(await page('/'))['gebeya:settings']).toBe('{&quot;publicBrowsing&quot;:false}');
    });

    it('keeps browse, listing and similar listings to signed-in users', async () => {
      for (const path of [
        '/api/seller/carRent',
        `/api/seller/carRent/${car}`,
        `/api/seller/carRent/${car}/similar`,
      ]) {
        const res = await request(t.http).get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expect(res.body.code).toBe('LOGIN_REQUIRED');
      }
      await asUser(t.http, buyer).get('/api/seller/carRent').expect(200);
      await asUser(t.http, seller).get(`/api/seller/carRent/${car}`).expect(200);
      await asUser(t.http, buyer).get(`/api/seller/carRent/${car}/similar`).expect(200);
    });
  });

  describe('similar listings', () => {
    let t: TestApp;
    let seller: SignedInUser;
    let buyer: SignedInUser;

    const car = (
      name: string,
      minutes: number,
      fields: Partial<Listing> = {},
    ): Partial<Listing> => ({
      type: 'carSell',
      postHash: `similar-${name}`,
      sellerId: seller.id,
      make: 'Toyota',
      model: name,
      year: 2015,
      transmission: 'Automatic',
      mileage: 1000,
      bodyType: 'Hatchback',
      engine: '1.0L',
      plateNumber: `AA-${name}`,
      fuel: 'Petrol',
      color: 'White',
      price: 1_000_000,
      currency: 'ETB',
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Kirkos',
      imageFront: `listings/${name}/front.webp`,
      imageBack: 'listings/x/back.webp',
      imageRight: 'listings/x/right.webp',
      imageLeft: 'listings/x/left.webp',
      createdAt: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000),
      ...fields,
    });

    beforeAll(async () => {
      t = await createTestApp();
      seller = await registerSeller(t.http);
      buyer = await registerBuyer(t.http);
      await insertListings(t, [
        car('this', 0),
        car('cheaper', 1, { price: 700_000 }), // -30 %: in
        car('dearer', 2, { price: 1_300_000 }), // +30 %: in
        car('tooCheap', 3, { price: 690_000 }),
        car('tooDear', 4, { price: 1_310_000 }),
        car('dollars', 5, { currency: 'USD' }),
        car('adama', 6, { city: 'Adama', region: 'Oromia' }),
        car('forRent', 7, { type: 'carRent', rentPeriod: 'per day' }),
        car('hidden', 8, { status: 'hidden' }),
        car('pending', 9, { status: 'pending' }),
        car('expired', 10, { status: 'expired' }),
        car('older', -5, { price: 950_000 }),
        ...Array.from({ length: 6 }, (_, i) => car(`same${i}`, 20 + i, { price: 1_000_000 + i })),
      ]);
    });
    afterAll(() => t.close());

    const similar = (postHash: string, type = 'carSell') =>
      asUser(t.http, buyer).get(`/api/seller/${type}/${postHash}/similar`);
    const models = (res: { body: { data: { sellerCarSellVehicleModel: string }[] } }) =>
      res.body.data.map((listing) => listing.sellerCarSellVehicleModel);

    it('are public listings of the same type and city, within ±30 % in the same currency, newest first, six at most', async () => {
      const res = await similar('similar-this').expect(200);
      expect(models(res)).toEqual(['same5', 'same4', 'same3', 'same2', 'same1', 'same0']);
      // The listing's own wire shape, as anyone sees it: no seller e-mail.
      expect(res.body.data[0]).toMatchObject({
        type: 'carSell',
        postHash: 'similar-same5',
        sellerCarSellCity: 'Addis Ababa',
        status: 'active',
      });
      expect(res.body.data[0]).not.toHaveProperty('email');
    });

    it('finds the ones at the edges of the band and leaves the rest out', async () => {
      await t.dataSource.getRepository(Listing).delete(
        ['same0', 'same1', 'same2', 'same3', 'same4', 'same5'].map((n) => ({
          postHash: `similar-${n}`,
        })),
      );
      expect(models(await similar('similar-this').expect(200))).toEqual([
        'dearer',
        'cheaper',
        'older',
      ]);
      // From the dearer one's side (1,300,000): 910,000 to 1,690,000.
      expect(models(await similar('similar-dearer').expect(200))).toEqual([
        'tooDear',
        'this',
        'older',
      ]);
    });

    it('answers 404 for an unknown listing, another type, or one that is not public', async () => {
      for (const [type, postHash] of [
        ['carSell', 'no-such-listing'],
        ['carRent', 'similar-this'],
        ['carSell', 'similar-hidden'],
      ]) {
        const res = await similar(postHash, type);
        expect({ type, postHash, status: res.status, code: res.body.code }).toEqual({
          type,
          postHash,
          status: 404,
          code: 'LISTING_NOT_FOUND',
        });
      }
    });

    it('are read through the index made for them', async () => {
      const mysql = t.dataSource.options.type !== 'better-sqlite3';
      const [sql, parameters] = t.dataSource
        .getRepository(Listing)
        .createQueryBuilder('l')
        .select('l.id')
        .where("l.type = 'carSell' AND l.status = 'active' AND l.city = 'Addis Ababa'")
        .andWhere("l.currency = 'ETB' AND l.price BETWEEN 1 AND 2 AND l.id <> 1")
        .orderBy('l.createdAt', 'DESC')
        .limit(6)
        .getQueryAndParameters();
      const plan = await t.dataSource.query<{ key?: string; detail?: string }[]>(
        `${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`,
        parameters,
      );
      // MySQL names the index it reads in `key`; SQLite says SEARCH … USING (COVERING) INDEX.
      expect(plan.map((step) => step.key ?? step.detail).join(' ')).toMatch(
        /^(IDX_listings_similar|SEARCH l USING (COVERING )?INDEX IDX_listings_similar)/,
      );
    });
  });

  describe('with PUBLIC_BROWSING=true', () => {
    let t: TestApp;
    let seller: SignedInUser;
    let car: string;

    beforeAll(async () => {
      t = await createTestApp({
        env: {
          PUBLIC_BROWSING: 'true',
          CLIENT_DIST: aClientBuild(),
        },
      });
      seller = await registerSeller(t.http);
      car = await posted(t, seller, 'carRent', formFor('carRent'));
    });
    afterAll(() => t.close());

    it('lets visitors browse, search and open listings, without the seller’s contact', async () => {
      const browse = await request(t.http)
        .get('/api/seller/carRent')
        .query({ q: 'toyo' })
        .expect(200);
      const listings = browse.body.data as { postHash: string }[];
      expect(listings.map((l) => l.postHash)).toEqual([car]);
      const detail = await request(t.http).get(`/api/seller/carRent/${car}`).expect(200);
      expect(detail.body.data.postHash).toBe(car);
      expect(detail.body.data).not.toHaveProperty('email');
      for (const listing of listings) expect(listing).not.toHaveProperty('email');
      await request(t.http).get(`/api/seller/carRent/${car}/similar`).expect(200);
    });

    it('keeps contact details and everything else behind an account', async () => {
      const address = await request(t.http)
        .get('/api/seller/getAdress')
        .query({ sellerId: seller.id });
      expect(address.status).toBe(401);
      const notify = await request(t.http)
        .post('/api/buyer/request')
        .send({ sellerId: seller.id, buyerId: 1 });
      expect(notify.status).toBe(401);
      expect((await request(t.http).get('/api/perSeller/carRent')).status).toBe(401);
    });

    it('shows visitors public listings only', async () => {
      await setStatus(t, car, 'hidden');
      await request(t.http).get(`/api/seller/carRent/${car}`).expect(404);
      await setStatus(t, car, 'active');
    });

    it('still knows a signed-in caller: the seller sees their own e-mail', async () => {
      const own = await asUser(t.http, seller).get(`/api/seller/carRent/${car}`).expect(200);
      expect(own.body.data.email).toBe(seller.email);
    });

    it('opens to visitors exactly the routes declared for public browsing, and no other', async () => {
      const opened: string[] = [];
      for (const route of declaredRoutes(t)) {
        if (route.rule?.public) continue;
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const call = request(t.http)[method](route.path.replace(/:\w+/g, car));
        const res = method === 'get' ? await call : await call.send({});
        const refused = res.status === 401 && res.body.code === 'LOGIN_REQUIRED';
        expect({ route: route.route, refused }).toEqual({
          route: route.route,
          refused: !route.rule?.publicBrowsing,
        });
        if (!refused) opened.push(route.route);
      }
      expect(opened).toEqual(
        expect.arrayContaining([
          'GET /api/seller/carRent',
          'GET /api/seller/houseSell/:postHash',
          'GET /api/seller/carSell/:postHash/similar',
        ]),
      );
    });

    it('tells the client visitors may browse', async () => {
      const html = (await request(t.http).get('/getCarRent').expect(200)).text;
      expect(metaOf(html)['gebeya:settings']).toBe('{&quot;publicBrowsing&quot;:true}');
    });
  });
});
