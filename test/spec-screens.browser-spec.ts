import type { Page } from 'playwright-core';
import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

/** The demo accounts (DEMO_DATA=true). */
const ACCOUNTS = {
  seller: { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' },
  buyer: { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' },
  admin: { email: 'admin@demo.gebeya.et', password: 'DemoAdmin2026' },
} as const;
type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** What each screen says, in English and in Amharic. */
const TEXTS = {
  en: {
    sellersTable: 'Sellers',
    costsTable: 'Costs so far',
    cta: {
      visitor: { button: 'Get started', to: '/register' },
      seller: { button: 'Post a listing', to: '/seller/adminPost' },
      buyer: { button: 'Browse listings', to: '/getCarRent' },
    },
    visitorCtaTitle: 'Have a car or a house to rent or sell?',
    replyTo: (title: string) => `Reply to ${title}`,
    replyField: 'Reply',
    sendReply: 'Send reply',
    replied: 'Reply submitted successfully!',
    carRentFailed: 'Failed to fetch car rental data. Please try again later.',
    automatic: 'Automatic',
    cardPrice: 'By card: $5.',
    carRentHistory: 'Car rent',
  },
  am: {
    sellersTable: 'ሻጮች',
    costsTable: 'እስካሁን የወጡ ወጪዎች',
    cta: {
      visitor: { button: 'ይጀምሩ', to: '/register' },
      seller: { button: 'ማስታወቂያ ይለጥፉ', to: '/seller/adminPost' },
      buyer: { button: 'ማስታወቂያዎችን ይመልከቱ', to: '/getCarRent' },
    },
    visitorCtaTitle: 'የሚከራይ ወይም የሚሸጥ መኪና ወይም ቤት አለዎት?',
    replyTo: (title: string) => `ለ${title} መልስ ስጥ`,
    replyField: 'መልስ',
    sendReply: 'መልስ ላክ',
    replied: 'መልሱ በተሳካ ሁኔታ ተልኳል!',
    carRentFailed: 'የሚከራዩ መኪኖችን መረጃ መጫን አልተቻለም። እባክዎ ቆይተው ይሞክሩ።',
    automatic: 'አውቶማቲክ',
    cardPrice: 'በካርድ፦ US$5።',
    carRentHistory: 'የመኪና ኪራይ',
  },
} as const;
type Language = keyof typeof TEXTS;

/** DD/MM/YYYY:HH:mm; in Amharic the Ethiopian date, ዓ.ም., then the Gregorian date. */
const DATE_SHAPE = {
  en: /^(\d{2})\/(\d{2})\/(\d{4}):\d{2}:\d{2}$/,
  am: /^(\d{2})\/(\d{2})\/(\d{4}):\d{2}:\d{2} ዓ\.ም\. \((\d{2})\/(\d{2})\/(\d{4})\)$/,
} as const;

/** Internal field names that must never reach a person's screen. */
const FIELD_NAMES =
  /vehicleMake|vehicleModel|frontImage|backImage|rightImage|leftImage|transmision|milage|sellerCarRent|priceCurrency|perDayOrMonth|postHash/;

describe('Spec screens at 360 px in Chromium, in English and Amharic', () => {
  const app = useAppInChromium({
    DEMO_DATA: 'true',
    // Nothing listens on port 9: the exchange rate falls back at once, without the internet.
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD',
  });
  const url = (path: string) => `${app.server.baseUrl}${path}`;
  let automaticCarPath = '';

  async function call(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.token) headers['x-access-token'] = init.token;
    const res = await fetch(url(path), {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as { data: unknown } };
  }
  const tokenOf = async (account: Account) =>
    (
      (await call('/api/user/login', { method: 'POST', body: account })).body.data as {
        token: string;
      }
    ).token;

  beforeAll(async () => {
    const seller = await tokenOf(ACCOUNTS.seller);
    const admin = await tokenOf(ACCOUNTS.admin);
    const cars = (await call('/api/perSeller/carRent?page=1&pageSize=50', { token: seller })).body
      .data as { postHash: string; transmision: string }[];
    const automatic = cars.find((car) => car.transmision === 'Automatic')!;
    automaticCarPath = `/seller/carRent/${automatic.postHash}`;
    // The buyer is subscribed, as one who reads listings' details would be.
    const buyerLogin = await call('/api/user/login', { method: 'POST', body: ACCOUNTS.buyer });
    const buyer = buyerLogin.body.data as { token: string; userDetails: { buyerId: number } };
    const { buyerId } = buyer.userDetails;
    const granted = await call('/api/buyer/subscription', {
      method: 'POST',
      token: admin,
      body: { buyerId },
    });
    expect(granted.status).toBeLessThan(300);
    // A deal in the seller's history: the buyer asks about another car, which the seller rents him.
    const rented = cars.find((car) => car !== automatic)!;
    const sellerLogin = await call('/api/user/login', { method: 'POST', body: ACCOUNTS.seller });
    const { sellerId } = (sellerLogin.body.data as { userDetails: { sellerId: number } })
      .userDetails;
    const asked = await call('/api/buyer/request', {
      method: 'POST',
      token: buyer.token,
      body: { sellerId, buyerId, postHash: rented.postHash },
    });
    expect(asked.status).toBeLessThan(300);
    const done = await call('/api/success/carRent', {
      method: 'POST',
      token: seller,
      body: { buyerId, postHash: rented.postHash },
    });
    expect(done.status).toBeLessThan(300);
    // A cost, so the costs table has a dated row.
    const cost = await call('/api/employee/costs', {
      method: 'POST',
      token: admin,
      body: {
        payed_to: 'Ethio Telecom',
        title: 'Internet',
        description: 'Office fibre',
        amount: 1200,
      },
    });
    expect(cost.status).toBeLessThan(300);
  });

  /** A 360 px page in the language, signed in as the account when one is given. */
  async function phonePage(language: Language, account?: Account) {
    const opened = await newPage(app.browser, VIEWPORTS.phone);
    await opened.context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    if (account) await signInAs(opened.page, app.server.baseUrl, account.email, account.password);
    return opened;
  }

  /** Every text of the page's cells that has the date shape of the language. */
  async function datesIn(page: Page, language: Language, tableName: string) {
    const table = page.getByRole('table', { name: tableName });
    await table.waitFor();
    const first = table.getByText(DATE_SHAPE[language]).first();
    await first.waitFor();
    // At 360 px the table scrolls sideways: the date is on the screen once scrolled to.
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    return (await table.getByText(DATE_SHAPE[language]).allInnerTexts()).map((t) => t.trim());
  }

  function expectDatesOf(language: Language, dates: string[]) {
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      const parts = date.match(DATE_SHAPE[language])!;
      expect(Number(parts[1])).toBeGreaterThanOrEqual(1);
      expect(Number(parts[2])).toBeGreaterThanOrEqual(1);
      if (language === 'am') {
        // The Ethiopian year runs 7 or 8 years behind the Gregorian year beside it.
        expect([7, 8]).toContain(Number(parts[6]) - Number(parts[3]));
        expect(Number(parts[2])).toBeLessThanOrEqual(13);
      } else {
        expect(Number(parts[2])).toBeLessThanOrEqual(12);
      }
    }
  }

  describe.each(['en', 'am'] as const)('in %s', (language) => {
    const text = TEXTS[language];

    it('dates the back-office sellers and costs tables as DD/MM/YYYY:HH:mm', async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.admin);
      await page.goto(url('/employee/seller'));
      const sellerDates = await datesIn(page, language, text.sellersTable);
      expectDatesOf(language, sellerDates);
      await screenshot(page, `spec-screens/${language}/sellers-dates`);

      await page.goto(url('/employee/costs'));
      const costDates = await datesIn(page, language, text.costsTable);
      expectDatesOf(language, costDates);
      await screenshot(page, `spec-screens/${language}/costs-dates`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it.each(['visitor', 'seller', 'buyer'] as const)(
      "leads a %s somewhere useful from the footer's call to action",
      async (who) => {
        const account = who === 'visitor' ? undefined : ACCOUNTS[who];
        const { context, page, errors } = await phonePage(language, account);
        await page.goto(url('/about'));
        // The Ethiopic font arrives after the text: once it has, the footer stops moving under the click.
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const cta = page
          .getByRole('contentinfo')
          .getByRole('link', { name: text.cta[who].button, exact: true });
        await cta.scrollIntoViewIfNeeded();
        expect(await cta.isVisible()).toBe(true);
        await cta.click();
        await page.waitForURL((u) => u.pathname === text.cta[who].to);
        await screenshot(page, `spec-screens/${language}/cta-${who}`);
        expect(errors).toEqual([]);
        await context.close();
      },
    );

    it("keeps each deal of the seller's history whole within the phone's width", async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.seller);
      await page.goto(url('/seller/history'));
      const table = page.getByRole('table', { name: text.carRentHistory });
      const deal = table.getByRole('cell').filter({ hasText: /\d/ }).first();
      await deal.waitFor();
      await deal.scrollIntoViewIfNeeded();
      const box = (await deal.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      // Nothing of the deal's text is cut off: the cell is as wide as what it holds.
      const overflow = await deal.evaluate((cell) => cell.scrollWidth - cell.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `spec-screens/${language}/seller-history`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('offers no call to action on the back-office pages', async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.admin);
      await page.goto(url('/employee/admin'));
      await page.getByRole('list', { name: /./ }).first().waitFor();
      const footer = page.getByRole('contentinfo');
      await footer.waitFor();
      for (const who of ['visitor', 'seller', 'buyer'] as const) {
        expect(await footer.getByRole('link', { name: text.cta[who].button }).count()).toBe(0);
      }
      expect(await page.locator('body').innerText()).not.toContain(text.visitorCtaTitle);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("confirms a staff member's reply to an inquiry", async () => {
      const title = `Balance ${language} ${Date.now()}`;
      const sent = await call('/api/seller/contact', {
        method: 'POST',
        token: await tokenOf(ACCOUNTS.seller),
        body: { title, description: 'I paid through Chapa but my balance did not change.' },
      });
      expect(sent.status).toBeLessThan(300);
      const { context, page, errors } = await phonePage(language, ACCOUNTS.admin);
      await page.goto(url('/employee/sellerContact'));
      await page.getByRole('button', { name: text.replyTo(title) }).click();
      await page.getByRole('dialog').getByLabel(text.replyField).fill('It is on your balance now.');
      await page.getByRole('button', { name: text.sendReply }).click();
      await page.getByText(text.replied).waitFor();
      expect(await page.getByText(text.replied).isVisible()).toBe(true);
      await screenshot(page, `spec-screens/${language}/contact-replied`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('says the car rentals could not be fetched when the server answers 500', async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.buyer);
      await page.route(
        (u) => u.pathname.startsWith('/api/seller/carRent'),
        (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              status: 'error',
              statusCode: 500,
              code: 'INTERNAL',
              message: 'Internal server error',
            }),
          }),
      );
      await page.goto(url('/getCarRent'));
      await page.getByText(text.carRentFailed).waitFor();
      expect(await page.getByText(text.carRentFailed).isVisible()).toBe(true);
      expect(await page.locator('body').innerText()).not.toMatch(/Internal server error/i);
      await screenshot(page, `spec-screens/${language}/car-rent-failed`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("shows a listing's pick-list values in the language and no field names", async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.buyer);
      await page.goto(url(automaticCarPath));
      await page.getByText(text.automatic, { exact: true }).first().waitFor();
      const body = await page.locator('body').innerText();
      expect(body).not.toMatch(FIELD_NAMES);
      if (language === 'am') expect(body).not.toMatch(/\bAutomatic\b/);
      await screenshot(page, `spec-screens/${language}/listing-detail`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("states the card price as charged on the seller's top-up page", async () => {
      const { context, page, errors } = await phonePage(language, ACCOUNTS.seller);
      await page.goto(url('/seller/chapa'));
      const price = page.getByTestId('payment-card-price');
      await price.waitFor();
      expect((await price.innerText()).trim()).toBe(text.cardPrice);
      expect(await page.locator('body').innerText()).not.toMatch(/about \d+ USD|ወደ \d+ ዶላር/i);
      await screenshot(page, `spec-screens/${language}/topup-card-price`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
