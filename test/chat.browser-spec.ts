import type { Locator, Page } from 'playwright-core';
import { formFor, postListing } from './utils/listings';
import {
  newPage,
  openChat,
  say,
  screenshot,
  signInAs,
  useAppInChromium,
  VIEWPORTS,
} from './utils/browser';

describe('Chat assistant in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'false' });

  /** A new account of the kind, registered through the API; returns its e-mail and password. */
  async function register(kind: 'seller' | 'buyer', firstName: string) {
    const email = `chat.${kind}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.et`;
    const password = `${kind} password 1`;
    const res = await fetch(`${app.server.baseUrl}/api/${kind}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        [`${kind}FirstName`]: firstName,
        [`${kind}LastName`]: 'Kebede',
        PhoneNumber: '+251911234567',
        ...(kind === 'seller' ? { sellerCountry: 'Ethiopia' } : {}),
        [`${kind}City`]: 'Adama',
      }),
    });
    expect(res.status).toBe(201);
    return { email, password };
  }

  /** The panel is the spec's 300 × 300 px, and wholly on screen even on a 360 px phone. */
  async function expectOnScreen(page: Page, panel: Locator) {
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(Math.round(box.height)).toBe(300);
    expect(Math.round(box.width)).toBe(300);
  }

  it.each(Object.entries(VIEWPORTS))(
    'a seller is taken to the post history, then asks for the balance (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      const seller = await register('seller', 'Abebe');
      await signInAs(page, app.server.baseUrl, seller.email, seller.password);
      await page.goto(`${app.server.baseUrl}/`);
      const panel = await openChat(page);
      await panel.getByText('Hello Abebe! How can I assist you today?').waitFor();
      await expectOnScreen(page, panel);

      await say(panel, 'take me to post history');
      await page.waitForURL((url) => url.pathname === '/seller/history');
      await panel.getByText('Taking you to History.').waitFor();
      await page.getByText('The listings you marked as rented or sold, and to whom.').waitFor();

      await say(panel, 'what is my balance');
      await panel.getByText(/Your balance is 0 ETB\./).waitFor();
      await expectOnScreen(page, panel);
      await screenshot(page, `chat-seller-${name}`);

      // The conversation outlives a reload of the tab.
      await page.reload();
      const reopened = await openChat(page);
      await reopened.getByText('take me to post history').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(Object.entries(VIEWPORTS))(
    'a buyer asking for a back-office page gets the permission reply (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      const buyer = await register('buyer', 'Hanna');
      await signInAs(page, app.server.baseUrl, buyer.email, buyer.password);
      await page.goto(`${app.server.baseUrl}/about`);
      await page.getByRole('button', { name: 'Live Chat' }).click();
      const panel = page.getByRole('dialog', { name: 'Gebeya assistant' });
      await panel.getByText('Hello Hanna! How can I assist you today?').waitFor();

      await say(panel, 'open employee list');
      await panel
        .getByText("You don't have permission to access /employee/list. Required: Manager, Admin")
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/about');
      await screenshot(page, `chat-buyer-denied-${name}`);

      // A click outside closes the panel.
      await page.getByRole('heading', { level: 1 }).click();
      await panel.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  /** Scrolled to the end of the page, the element is wholly clear of the chat's round button. */
  async function expectClearOfChatButton(page: Page, element: Locator, chatLabel: string) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await element.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = (await page.getByRole('button', { name: chatLabel }).boundingBox())!;
    const box = (await element.boundingBox())!;
    const apart =
      box.x + box.width <= button.x ||
      button.x + button.width <= box.x ||
      box.y + box.height <= button.y ||
      button.y + button.height <= box.y;
    expect({ element: box, button, apart }).toMatchObject({ apart: true });
  }

  it.each([
    ['English', 'en', 'Chat assistant', 'Top up with Chapa'],
    ['Amharic', 'am', 'የውይይት ረዳት', 'በቻፓ ሒሳብ ይሙሉ'],
  ])(
    'the round button hides no end of a page at 360 px: top-up and a listing (%s)',
    async (name, lang, chatLabel, topUpLink) => {
      const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
      const seller = await register('seller', 'Abebe');
      const login = await fetch(`${app.server.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(seller),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const posted = await postListing(
        app.server.baseUrl,
        token,
        'houseRent',
        formFor('houseRent'),
      );
      expect(posted.status).toBe(201);
      const hash = (posted.body as { data: { postHash: string } }).data.postHash;

      await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
      await signInAs(page, app.server.baseUrl, seller.email, seller.password);

      await page.goto(`${app.server.baseUrl}/seller/subscribe`);
      await expectClearOfChatButton(page, page.getByRole('link', { name: topUpLink }), chatLabel);
      await screenshot(page, `chat-button-balance-${name}`);

      await page.goto(`${app.server.baseUrl}/seller/chapa`);
      const pay = page.getByRole('link').last();
      await pay.waitFor();
      await expectClearOfChatButton(page, pay, chatLabel);
      await screenshot(page, `chat-button-top-up-${name}`);

      await page.goto(`${app.server.baseUrl}/seller/houseRent/${hash}`);
      const area = page.getByText(/m²/).last();
      await area.waitFor();
      await expectClearOfChatButton(page, area, chatLabel);
      await screenshot(page, `chat-button-listing-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
