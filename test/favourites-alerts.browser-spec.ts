import type { Page } from 'playwright-core';
import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';
import { listingPhotos } from './utils/images';
import { formFor } from './utils/listings';

const BUYER = { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' };
const SELLER = { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' };

/** The demo seller posts a car for sale through the API, as the post form would. */
async function postCar(baseUrl: string, model: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const form = new FormData();
  for (const [key, value] of Object.entries(formFor('carSell', { vehicleModel: model }))) {
    form.append(key, value);
  }
  const photos = await listingPhotos();
  ['frontImage', 'backImage', 'rightImage', 'leftImage'].forEach((slot, i) =>
    form.append(slot, new Blob([new Uint8Array(photos[i])], { type: 'image/jpeg' }), `${slot}.jpg`),
  );
  const res = await fetch(`${baseUrl}/api/seller/carSell`, {
    method: 'POST',
    headers: { 'x-access-token': data.token },
    body: form,
  });
  if (res.status !== 201) throw new Error(`Posting failed: ${await res.text()}`);
  return ((await res.json()) as { data: { postHash: string } }).data.postHash;
}

/** Opens the alerts page until the scheduled job has made the alert (it runs every second). */
async function waitForAlert(page: Page, baseUrl: string, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.goto(`${baseUrl}/alerts`);
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    const found = page.getByText(text);
    try {
      await found.waitFor({ timeout: 2_000 });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`No alert "${text}" within 30 s`);
    }
  }
}

describe('Favourites and saved searches in Chromium, on a phone', () => {
  // The alerts job runs every second here; the default is every minute.
  const app = useAppInChromium({
    DEMO_DATA: 'true',
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD',
    ALERTS_EVERY_SECONDS: '1',
  });

  it('a buyer saves a listing with its heart and finds it on the favourites page', async () => {
    const { baseUrl } = app.server;
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, baseUrl, BUYER.email, BUYER.password);
    await page.goto(`${baseUrl}/getCarRent`);
    const heart = page.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
    await heart.waitFor();
    const title = /^Save (.+) to favourites$/.exec((await heart.getAttribute('aria-label'))!)![1];
    await heart.click();
    await page
      .getByRole('button', { name: `Remove ${title} from favourites` })
      .first()
      .waitFor();
    await screenshot(page, 'favourites/phone-browse-saved');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Favourites' }).click();
    await page.waitForURL((url) => url.pathname === '/account/favourites');
    await page.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor();
    const saved = page.getByRole('listitem').filter({ hasText: title });
    await saved.waitFor();
    expect(await saved.getByRole('link').getAttribute('href')).toMatch(/^\/seller\/carRent\//);
    // Nothing sticks out of a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'favourites/phone-favourites');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a saved search gets an in-app alert once a matching listing is posted', async () => {
    const { baseUrl } = app.server;
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, baseUrl, BUYER.email, BUYER.password);
    await page.goto(`${baseUrl}/getCarSell?q=zagato`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Zagato for me');
    await page.getByRole('checkbox', { name: /Also e-mail me/ }).waitFor();
    await screenshot(page, 'saved-searches/phone-save-dialog');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. New listings that match will show in your alerts.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    const postHash = await postCar(baseUrl, 'Zagato');
    await waitForAlert(page, baseUrl, 'New for “Zagato for me”');
    await page.getByRole('link', { name: 'Alerts: 1 new' }).waitFor();
    const alert = page.getByRole('listitem').filter({ hasText: 'Toyota Zagato 2015' });
    expect(await alert.getByRole('link').getAttribute('href')).toBe(`/seller/carSell/${postHash}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'saved-searches/phone-alerts');

    // Opening the alert reads it; the bell has nothing new any more.
    await alert.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/seller/carSell/${postHash}`);
    await page.getByRole('button', { name: 'Save Toyota Zagato 2015 to favourites' }).waitFor();
    await page.goto(`${baseUrl}/account/saved-searches`);
    await page.getByRole('heading', { name: 'Zagato for me' }).waitFor();
    await page.getByRole('link', { name: 'Alerts', exact: true }).waitFor();
    await screenshot(page, 'saved-searches/phone-saved-searches');
    expect(errors).toEqual([]);
    await context.close();
  });
});
