import type { Page } from 'playwright-core';
import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

const SELLER = { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' };
const BUYER = { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' };
const ADMIN = { email: 'admin@demo.gebeya.et', password: 'DemoAdmin2026' };
const REASON = 'Buyers report that a deposit is asked before any viewing.';

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

/**
 * Trust and safety at 360 px: a buyer reports a listing; the admin hides it from the moderation
 * queue; buyers no longer find it; its seller reads the reason, in English and Amharic.
 */
describe('Moderation in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });
  let postHash: string;
  let title: string;

  beforeAll(async () => {
    const login = await fetch(`${app.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SELLER),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const own = await fetch(`${app.server.baseUrl}/api/perSeller/houseRent?page=1&pageSize=1`, {
      headers: { 'x-access-token': data.token },
    });
    const [listing] = ((await own.json()) as { data: Record<string, string>[] }).data;
    postHash = listing.postHash;
    title = listing.sellerHouseRentType;
  });

  const detailUrl = () => `${app.server.baseUrl}/seller/houseRent/${postHash}`;

  it('a buyer reports a listing, once', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, BUYER.email, BUYER.password);
    await page.goto(detailUrl());
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByRole('textbox', { name: /What is wrong/ }).fill('Asks for a deposit first');
    await screenshot(page, 'moderation/phone/01-report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. A moderator will look at this listing.').waitFor();
    await page.reload();
    await page.getByText('You reported this listing. A moderator will look at it.').waitFor();
    await fitsThePhone(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin sees it first in the queue, with the report, and hides it', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${app.server.baseUrl}/employee/moderation`);
    // Reported listings come first.
    const entry = page.getByTestId('moderation-entry').first();
    await entry.getByText('Asks for a deposit first').waitFor();
    await entry.getByText('Reported', { exact: true }).waitFor();
    await entry.getByText(/Hanna Tesfaye \(buyer\)/).waitFor();
    await page.getByRole('tab', { name: /^To review \(\d+\)$/ }).waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'moderation/phone/02-queue');

    await entry.getByRole('button', { name: `Hide: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this listing?' });
    await dialog.getByRole('textbox', { name: 'Reason the seller reads' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('The listing is hidden.').waitFor();
    await page.getByText('Asks for a deposit first').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Hidden' }).click();
    await page.getByTestId('moderation-entry').getByText(`Reason: ${REASON}`).waitFor();
    await screenshot(page, 'moderation/phone/03-hidden');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buyers no longer find it', async () => {
    const { context, page } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, BUYER.email, BUYER.password);
    await page.goto(detailUrl());
    await page.getByText('This listing does not exist or has been removed.').waitFor();
    await context.close();
  });

  it('its seller reads the reason on the listing and on their listings, in English and Amharic', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, SELLER.email, SELLER.password);
    await page.goto(detailUrl());
    await page.getByText('Hidden by a moderator').waitFor();
    await page.getByText(`Reason: ${REASON}`).waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'moderation/phone/04-seller-listing');

    await page.goto(`${app.server.baseUrl}/seller/houseRent`);
    const hidden = page.getByTestId('listing-status').filter({ hasText: REASON });
    await hidden.getByText('Hidden by a moderator').waitFor();
    await fitsThePhone(page);

    await page.evaluate(() => localStorage.setItem('lang', 'am'));
    await page.reload();
    await hidden.getByText('በተቆጣጣሪ ተደብቋል').waitFor();
    await hidden.getByText(`ምክንያት፦ ${REASON}`).waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'moderation/phone/05-seller-listings-am');
    expect(errors).toEqual([]);
    await context.close();
  });
});
