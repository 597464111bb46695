import type { Page } from 'playwright-core';
import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

const ACCOUNTS = {
  seller: { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' },
  buyer: { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' },
  admin: { email: 'admin@demo.gebeya.et', password: 'DemoAdmin2026' },
} as const;
const EMPLOYEE = { email: 'level1@demo.gebeya.et', password: 'LevelOne2026!' };

/** What each journey reads, in English and in Amharic. */
const TEXTS = {
  en: {
    seller: 'Abebe (Seller)',
    buyer: 'Hanna (Buyer)',
    admin: 'Selam (Employee)',
    accountMenu: 'Account menu',
    loadingAuth: 'Loading authentication data...',
    unauthorized: 'Unauthorized Access',
    unauthorizedText: 'You do not have permission to view this page.',
    onlySellers: 'Only Sellers Can View This Page',
    notLoggedIn: 'Not Logged In',
    noAuthorization: "You don't have the authorization to access the page you requested",
  },
  am: {
    seller: 'Abebe (ሻጭ)',
    buyer: 'Hanna (ገዢ)',
    admin: 'Selam (ሠራተኛ)',
    accountMenu: 'የመለያ ምናሌ',
    loadingAuth: 'የመግቢያ መረጃ በመጫን ላይ...',
    unauthorized: 'ያልተፈቀደ መዳረሻ',
    unauthorizedText: 'ይህን ገጽ ለማየት ፈቃድ የለዎትም።',
    onlySellers: 'ይህን ገጽ ማየት የሚችሉት ሻጮች ብቻ ናቸው',
    notLoggedIn: 'አልገቡም',
    noAuthorization: 'የጠየቁትን ገጽ ለማየት ፈቃድ የለዎትም',
  },
} as const;

type Language = keyof typeof TEXTS;

describe('Guards, the header and /subscribe at 360 px in Chromium', () => {
  const app = useAppInChromium({
    DEMO_DATA: 'true',
    // Nothing listens on port 9: the exchange rate falls back at once, without the internet.
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD',
  });

  beforeAll(async () => {
    // A level 1 employee, whom the manager pages turn away.
    const admin = await login(ACCOUNTS.admin);
    const res = await fetch(`${app.server.baseUrl}/api/employee/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': admin.token },
      body: JSON.stringify({
        email: EMPLOYEE.email,
        password: EMPLOYEE.password,
        employeeActiveStatus: 1,
        companyRoleId: 1,
        employeeFirstName: 'Tigist',
        employeeLastName: 'Haile',
        PhoneNumber: '+251911000111',
        employeeHash: 'LEVELONEEMPLOYEEHASH000001',
      }),
    });
    expect(res.status).toBeLessThan(300);
  });

  async function login(account: { email: string; password: string }) {
    const res = await fetch(`${app.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    return ((await res.json()) as { data: { token: string } }).data;
  }

  /** A 360 px page in the language, signed in as the account when one is given. */
  async function phonePage(language: Language, account?: { email: string; password: string }) {
    const opened = await newPage(app.browser, VIEWPORTS.phone);
    await opened.context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    if (account) await signInAs(opened.page, app.server.baseUrl, account.email, account.password);
    return opened;
  }

  const path = (page: Page) => new URL(page.url()).pathname;

  describe.each(['en', 'am'] as const)('in %s', (language) => {
    const text = TEXTS[language];

    it.each(['seller', 'buyer', 'admin'] as const)(
      "shows the %s's first name and role in the header",
      async (who) => {
        const { context, page, errors } = await phonePage(language, ACCOUNTS[who]);
        await page.goto(`${app.server.baseUrl}/about`);
        const account = page.getByRole('button', { name: text.accountMenu });
        await account.waitFor();
        expect(await account.isVisible()).toBe(true);
        expect((await account.innerText()).trim()).toBe(text[who]);
        // The whole label is on the screen, not cut off.
        const box = (await account.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `guards/${language}/header-${who}`);
        expect(errors).toEqual([]);
        await context.close();
      },
    );

    it('waits for the session check before a guarded page opens', async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.buyer);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/user/me', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${app.server.baseUrl}/contact`);
      await page.getByText(text.loadingAuth).waitFor();
      await screenshot(page, `guards/${language}/loading-auth`);
      release();
      await page.getByText(text.loadingAuth).waitFor({ state: 'detached' });
      expect(path(page)).toBe('/contact');
      expect(errors).toEqual([]);
      await context.close();
    });

    it("tells a buyer on a seller page 'Unauthorized Access', then that only sellers may view it", async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.buyer);
      await page.goto(`${app.server.baseUrl}/seller/adminPost`);
      await page.getByText(text.unauthorized).waitFor();
      await page.getByText(text.unauthorizedText).waitFor();
      await page.waitForURL((url) => url.pathname === '/Otherunauthorized');
      await page.getByRole('heading', { name: text.onlySellers }).waitFor();
      await screenshot(page, `guards/${language}/only-sellers`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("says 'Not Logged In' to a visitor of a staff page, then opens the login page", async () => {
      const { context, page, errors } = await phonePage(language);
      await page.goto(`${app.server.baseUrl}/employee/list`);
      await page.getByText(text.notLoggedIn, { exact: true }).waitFor();
      await screenshot(page, `guards/${language}/not-logged-in`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('turns a level 1 employee away from a manager page, saying why', async () => {
      const { context, page, errors } = await phonePage(language, EMPLOYEE);
      await page.goto(`${app.server.baseUrl}/employee/list`);
      await page.waitForURL((url) => url.pathname === '/unauthorized');
      await page.getByText(text.noAuthorization).waitFor();
      await screenshot(page, `guards/${language}/no-authorization`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it.each([
      ['seller', '/seller/subscribe'],
      ['buyer', '/buyer/subscibe'],
    ] as const)('leads a %s from /subscribe to their own page', async (who, target) => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS[who]);
      await page.goto(`${app.server.baseUrl}/subscribe`);
      await page.waitForURL((url) => url.pathname === target);
      await page.locator('main h1').first().waitFor();
      await screenshot(page, `guards/${language}/subscribe-${who}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
