import type { Page } from 'playwright-core';
import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

const SELLER = { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' };
const BUYER = { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' };

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

/**
 * A seller verifies their phone at 360 px with the code from the dev outbox (no SMS gateway);
 * buyers then see the "Phone verified" badge on the seller's listings and profile.
 */
describe('Phone verification in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });
  let phone: string;
  let postHash: string;

  beforeAll(async () => {
    const login = await fetch(`${app.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SELLER),
    });
    const { data } = (await login.json()) as {
      data: { token: string; userDetails: { PhoneNumber: string } };
    };
    phone = data.userDetails.PhoneNumber;
    const own = await fetch(`${app.server.baseUrl}/api/perSeller/houseRent?page=1&pageSize=1`, {
      headers: { 'x-access-token': data.token },
    });
    postHash = ((await own.json()) as { data: { postHash: string }[] }).data[0].postHash;
  });

  it('the seller verifies their phone with the code sent to it', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, SELLER.email, SELLER.password);
    await page.goto(`${app.server.baseUrl}/seller/adminPost`);
    await page.getByText(/Verify your phone number so buyers see/).waitFor();
    await page.getByRole('link', { name: 'Verify now' }).click();
    await page.getByRole('heading', { name: 'Verify your phone' }).waitFor();
    await page.getByText(`Your phone number ${phone} is not verified yet.`).waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a 6-digit code to ${phone}`).waitFor();
    await page.getByRole('button', { name: /Send a new code in \d+ s/ }).waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'phone-verification/phone/01-code-sent');

    const outbox = await fetch(
      `${app.server.baseUrl}/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`,
    );
    const [sms] = ((await outbox.json()) as { data: { text: string }[] }).data;
    const code = /(\d{6})/.exec(sms.text)![1];

    const field = page.getByRole('textbox', { name: /Code from the SMS/ });
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Wrong code. You have 4 tries left.').waitFor();
    await field.fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Your phone number is verified.').waitFor();
    await page.getByText(`Your phone number ${phone} is verified.`).waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'phone-verification/phone/02-verified');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a buyer sees the badge on the seller's listing and profile, in English and Amharic", async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, BUYER.email, BUYER.password);
    await page.goto(`${app.server.baseUrl}/seller/houseRent/${postHash}`);
    await page.getByText('Phone verified').first().waitFor();
    await page.getByRole('link', { name: "Seller's profile and listings" }).click();
    await page.getByText('Seller profile').waitFor();
    await page.getByText(/^Member since /).waitFor();
    await page.getByTestId('seller-listing-grid').waitFor();
    const grid = page.getByTestId('seller-listing-grid');
    expect(await grid.getByText('Phone verified').count()).toBeGreaterThan(0);
    await fitsThePhone(page);
    await screenshot(page, 'phone-verification/phone/03-seller-profile');

    await page.evaluate(() => localStorage.setItem('lang', 'am'));
    await page.reload();
    await page.getByText('የሻጭ መገለጫ').waitFor();
    await page.getByText('ስልክ የተረጋገጠ').first().waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'phone-verification/phone/04-seller-profile-am');
    expect(errors).toEqual([]);
    await context.close();
  });
});
