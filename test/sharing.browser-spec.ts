import { newPage, screenshot, useAppInChromium, VIEWPORTS } from './utils/browser';

const BUYER = { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' };
// Nothing listens on port 9: the exchange rate falls back at once, without the internet.
const OFFLINE = { DEMO_DATA: 'true', EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD' };

interface Latest {
  type: string;
  postHash: string;
  [field: string]: unknown;
}

/** A demo car for rent that has similar listings, and the first of them. */
async function carForRentWithSimilar(baseUrl: string): Promise<{ car: Latest; similar: Latest }> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BUYER),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const latest = await fetch(`${baseUrl}/api/listings/latest?limit=24`);
  const cars = ((await latest.json()) as { data: Latest[] }).data.filter(
    (listing) => listing.type === 'carRent',
  );
  for (const car of cars) {
    const res = await fetch(`${baseUrl}/api/seller/carRent/${car.postHash}/similar`, {
      headers: { 'x-access-token': token },
    });
    const { data } = (await res.json()) as { data: Latest[] };
    if (data.length) return { car, similar: data[0] };
  }
  throw new Error('No demo car for rent has similar listings');
}

/** The content of the page's meta tag with this property or name, as the server wrote it. */
const metaIn = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('Sharing a listing in Chromium', () => {
  describe('as the spec has it: browsing needs an account', () => {
    const app = useAppInChromium(OFFLINE);

    it("answers a listing's link with its preview, and the page itself with the login wall, then back to the listing", async () => {
      const { baseUrl } = app.server;
      const { car, similar } = await carForRentWithSimilar(baseUrl);
      const url = `${baseUrl}/seller/carRent/${car.postHash}`;

      // What Telegram's or WhatsApp's fetcher reads: no JavaScript, just the HTML.
      const html = await (await fetch(url)).text();
      const title = metaIn(html, 'og:title')!;
      expect(title).toContain(`${car.sellerCarRentVehicleMake as string} `);
      expect(title).toContain(' for rent in ');
      expect(title).toMatch(/ (ETB|USD) per (day|month)$/);
      expect(metaIn(html, 'og:url')).toBe(url);
      expect(metaIn(html, 'og:image')).toBe(`${baseUrl}${car.sellerCarRentThumbnail as string}`);
      expect((await fetch(metaIn(html, 'og:image')!)).status).toBe(200);
      expect(metaIn(html, 'twitter:card')).toBe('summary_large_image');

      const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
      await page.goto(url);
      // The same tags in the page the browser got.
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
      await page.getByText('Login to Access This Page').waitFor();
      await page.waitForURL((at) => at.pathname === '/login');
      await page.getByLabel('Email', { exact: true }).fill(BUYER.email);
      await page.getByLabel('Password', { exact: true }).fill(BUYER.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((at) => at.pathname === `/seller/carRent/${car.postHash}`);

      // Signed in, the listing with its share buttons.
      const telegram = page.getByRole('link', { name: 'Telegram' });
      await telegram.waitFor();
      const shared = new URL((await telegram.getAttribute('href'))!);
      expect(shared.origin + shared.pathname).toBe('https://t.me/share/url');
      expect(shared.searchParams.get('url')).toBe(url);
      const whatsapp = new URL(
        (await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!,
      );
      expect(whatsapp.searchParams.get('text')).toContain(url);
      await page.getByRole('button', { name: 'Copy link' }).waitFor();
      const similarSection = page.getByRole('region', { name: 'Similar listings' });
      await similarSection.scrollIntoViewIfNeeded();
      await screenshot(page, 'sharing/phone-listing-signed-in');
      await similarSection.locator(`a[href="/seller/carRent/${similar.postHash}"]`).click();
      await page.waitForURL((at) => at.pathname === `/seller/carRent/${similar.postHash}`);
      await page.getByRole('link', { name: 'Telegram' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('with PUBLIC_BROWSING on', () => {
    const app = useAppInChromium({ ...OFFLINE, PUBLIC_BROWSING: 'true' });

    it('lets a visitor browse and open a listing; contacting the seller asks for a login', async () => {
      const { baseUrl } = app.server;
      const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
      await page.goto(`${baseUrl}/getCarRent`);
      await page.getByRole('heading', { name: 'Cars for Rent' }).waitFor();
      expect(await page.getByText('Login to Access This Page').count()).toBe(0);
      const card = page.locator('[data-testid=listing-grid] a').first();
      await card.waitFor();
      await card.click();
      await page.waitForURL((at) => at.pathname.startsWith('/seller/carRent/'));
      await page.getByRole('link', { name: 'Telegram' }).waitFor();
      await page.getByText('Log in as a buyer to contact the seller.').waitFor();
      expect(await page.getByRole('button', { name: 'Get Seller Address' }).count()).toBe(0);
      await screenshot(page, 'sharing/phone-listing-visitor');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
