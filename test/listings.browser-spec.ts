import {
  fillListingFields,
  newPage,
  pickListingPhotos,
  screenshot,
  signInAs,
  useAppInChromium,
  VIEWPORTS,
} from './utils/browser';
import sharp from 'sharp';
import { listingPhotos, phoneCameraPhoto } from './utils/images';

const MODEL = `Zebra${Date.now() % 100000}`;

describe('Listings in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });
  let photos: Buffer[];

  beforeAll(async () => {
    photos = await listingPhotos();
  });

  /** The demo seller's car-for-rent form, every field filled in, on a page of `viewport`. */
  async function carRentFormFilledIn(
    viewport: { width: number; height: number },
    model: string,
    plate: string,
  ) {
    const opened = await newPage(app.browser, viewport);
    const { page } = opened;
    await signInAs(page, app.server.baseUrl, 'seller@demo.gebeya.et', 'DemoSeller2026');
    await page.goto(`${app.server.baseUrl}/seller/postRentCar`);
    await page.getByLabel(/^Make/).waitFor();
    await fillListingFields(page, [
      ['Country', 'Ethiopia'],
      ['Region', 'Addis Ababa'],
      ['City', 'Addis Ababa'],
      ['Subcity', 'Bole'],
      ['Make', 'Toyota'],
      ['Model', model],
      ['Year', '2019'],
      ['Transmission', 'Automatic'],
      ['Mileage', '42000'],
      ['Body type', 'SUV'],
      ['Engine', '2.0L'],
      ['Plate number', plate],
      ['Fuel', 'Petrol'],
      ['Color', 'Green'],
      ['Price', '4200'],
    ]);
    return opened;
  }

  it('lets a seller post a car for rent with four photos', async () => {
    const { context, page, errors } = await carRentFormFilledIn(
      VIEWPORTS.desktop,
      MODEL,
      'AA-3-C77777',
    );
    await pickListingPhotos(page, photos);
    await screenshot(page, 'listings-post-form');
    await page.getByRole('button', { name: 'Post listing' }).click();
    await page
      .getByText('Car rent posted successfully! 500 ETB deducted from your subscription.')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a buyer find it by its model, open it and step through the photos', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.desktop);
    await signInAs(page, app.server.baseUrl, 'buyer@demo.gebeya.et', 'DemoBuyer2026');
    await page.goto(`${app.server.baseUrl}/getCarRent`);
    await page.getByRole('heading', { name: 'Cars for Rent' }).waitFor();
    const searched = page.waitForResponse(
      (res) => new URL(res.url()).searchParams.get('q') === MODEL.toLowerCase(),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(MODEL.toLowerCase());
    await searched;
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=listing-grid] a').length === 1,
    );
    const card = page.getByRole('link', { name: new RegExp(`Toyota ${MODEL}`) });
    await card.waitFor();
    // The photos show at once: the preview until the WebP sizes exist, then those.
    const shown = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    await card
      .locator('img')
      .evaluate((img: HTMLImageElement) =>
        img.complete ? undefined : new Promise((resolve) => (img.onload = img.onerror = resolve)),
      );
    expect(await card.locator('img').evaluate(shown)).toBe(true);
    await screenshot(page, 'listings-search');
    await card.click();
    await page.getByRole('heading', { name: `Toyota ${MODEL} 2019` }).waitFor();
    const image = page.getByTestId('carousel-image');
    const first = await image.getAttribute('src');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=carousel-image]') as HTMLImageElement).complete,
    );
    expect(await image.evaluate(shown)).toBe(true);
    await page.getByRole('button', { name: 'Next photo' }).click();
    const second = await image.getAttribute('src');
    expect(second).not.toBe(first);
    // Four more steps go all the way round, back to the second photo.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await image.getAttribute('src')).toBe(second);
    await page.getByText('Renting fast be the first to rent!').waitFor();
    await screenshot(page, 'listings-detail');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', 14, VIEWPORTS.phone],
    ['desktop', 35, VIEWPORTS.desktop],
  ] as const)('pages by the window width (%s: %d per page)', async (name, pageSize, viewport) => {
    const { context, page } = await newPage(app.browser, viewport);
    await signInAs(page, app.server.baseUrl, 'buyer@demo.gebeya.et', 'DemoBuyer2026');
    const browse = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/seller/houseSell',
    );
    await page.goto(`${app.server.baseUrl}/getHouseSell`);
    expect(new URL((await browse).url()).searchParams.get('pageSize')).toBe(String(pageSize));
    await page.getByTestId('listing-grid').waitFor();
    await screenshot(page, `listings-browse-${name}`);
    await context.close();
  });

  it("gives a phone its listings' small photos, whatever its screen's density", async () => {
    const demo = `${app.server.baseUrl}/seller/carRent/demo000carRent`;
    // The demo's photos are re-encoded at start: wait for their WebP sizes.
    const { context: signIn, page: first } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(first, app.server.baseUrl, 'buyer@demo.gebeya.et', 'DemoBuyer2026');
    const session = await first.evaluate(() => localStorage.getItem('user'));
    await signIn.close();
    const token = (JSON.parse(session!) as { token: string }).token;
    const frontMedium = async () => {
      const res = await fetch(`${app.server.baseUrl}/api/seller/carRent/demo000carRent`, {
        headers: { 'x-access-token': token },
      });
      const body = (await res.json()) as { data: Record<string, string> };
      return body.data.sellerCarRentFrontMediumImage ?? '';
    };
    for (let waited = 0; !(await frontMedium()).endsWith('-medium.webp'); waited += 200) {
      if (waited > 30_000) throw new Error('The demo photos have no 800 px size after 30 s.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const photosLoaded = async (scale: number, width: number, url: string) => {
      const context = await app.browser.newContext({
        viewport: { width, height: 800 },
        deviceScaleFactor: scale,
      });
      await context.addInitScript((user) => localStorage.setItem('user', user), session!);
      const page = await context.newPage();
      const photos: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/uploads/listings/')) photos.push(new URL(req.url()).pathname);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await context.close();
      return photos;
    };
    // The 1600 px WebP (a photo still waiting for its WebP sizes shows its 800 px JPEG preview).
    const large = (path: string) => /\/[a-zA-Z]+-[0-9a-f]+\.webp$/.test(path);
    const medium = (path: string) => path.endsWith('-medium.webp');

    // A 360 px phone at 3× density: cards at 400 px, the listing's photo at 800 px, never more.
    const browse = await photosLoaded(3, 360, `${app.server.baseUrl}/getCarRent`);
    expect(browse).toContainEqual(expect.stringMatching(/-thumb\.webp$/));
    expect(browse.filter((path) => large(path) || medium(path))).toEqual([]);
    const listing = await photosLoaded(3, 360, demo);
    expect(listing).toContainEqual(expect.stringMatching(/frontImage-[0-9a-f]+-medium\.webp$/));
    expect(listing.filter(large)).toEqual([]);
    // A desktop at 2× gets the large photo on a listing's page.
    const desktop = await photosLoaded(2, 1440, demo);
    expect(desktop.filter(large)).toContainEqual(
      expect.stringMatching(/frontImage-[0-9a-f]+\.webp$/),
    );
  });

  it("uploads a phone camera's photo as picked, shrunk to 1600 px, upright and without its GPS position, and posts its id", async () => {
    const { context, page, errors } = await carRentFormFilledIn(
      VIEWPORTS.phone,
      `${MODEL}Phone`,
      'AA-3-C78888',
    );
    // What the form hands the browser to send (the uploads' bodies are not visible from here).
    await page.evaluate(() => {
      const sent: FormData[] = [];
      (window as unknown as { sentForms: FormData[] }).sentForms = sent;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) sent.push(body);
        return send.call(this, body);
      };
    });
    const camera = await phoneCameraPhoto();
    await pickListingPhotos(page, [camera, ...photos.slice(1)]);
    // Each photo goes up on its own as soon as it is picked, and its slot says so.
    for (const name of ['front-photo.jpg', 'left-side-photo.jpg']) {
      await page.getByText(`${name} — uploaded`).waitFor();
    }
    await page.getByRole('button', { name: 'Post listing' }).click();
    await page
      .getByText('Car rent posted successfully! 500 ETB deducted from your subscription.')
      .waitFor();

    const sent = await page.evaluate(() =>
      (window as unknown as { sentForms: FormData[] }).sentForms.map((form) =>
        Object.fromEntries(
          [...form.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `file:${value.name}`,
          ]),
        ),
      ),
    );
    const uploads = sent.filter((form) => 'photo' in form);
    expect(uploads.map((form) => form.photo).sort()).toEqual(
      ['back-photo.jpg', 'front-photo.jpg', 'left-side-photo.jpg', 'right-side-photo.jpg']
        .map((name) => `file:${name}`)
        .sort(),
    );
    // The post itself names the four photos by their ids: no photo goes with it.
    const post = sent.find((form) => 'vehicleMake' in form)!;
    for (const slot of ['frontImage', 'backImage', 'rightImage', 'leftImage']) {
      expect(post[slot]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }

    const bytesOf = async (name: string) =>
      Buffer.from(
        await page.evaluate(async (fileName) => {
          const form = (window as unknown as { sentForms: FormData[] }).sentForms.find(
            (f) => (f.get('photo') as File | null)?.name === fileName,
          )!;
          const bytes = new Uint8Array(await (form.get('photo') as File).arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        }, name),
        'base64',
      );
    const front = await bytesOf('front-photo.jpg');
    const meta = await sharp(front).metadata();
    // Stored sideways at 3264 × 2448: sent upright, 1200 × 1600, a fraction of the bytes.
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(front.length).toBeLessThan(camera.length / 3);
    // Photos already small enough go exactly as picked.
    expect((await bytesOf('back-photo.jpg')).equals(photos[1])).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
