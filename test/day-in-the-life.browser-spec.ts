import type { BrowserContext, Page } from 'playwright-core';
import {
  fillListingFields,
  logIn,
  newPage,
  openChat,
  pickListingPhotos,
  payOnSandboxCheckout,
  say,
  screenshot,
  useAppInChromium,
  VIEWPORTS,
} from './utils/browser';
import { listingPhotos } from './utils/images';

/** The demo admin of the README. */
const ADMIN = { email: 'admin@demo.gebeya.et', password: 'DemoAdmin2026' };
/** MUI's md breakpoint: below it the header and the seller menu fold into drawers. */
const MD = 900;
/** One journey on a loaded 2-core machine: registrations, uploads, two payments. */
const JOURNEY_TIMEOUT = 300_000;

/** One person with their own browser window. */
interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A header link (or Login, Register): in the bar from md up, behind 'Open menu' on phones. The
 * back-office link may carry the count of listings waiting for a moderator after its name.
 */
async function viaHeader(page: Page, label: string) {
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ?\\d+)?$`);
  if (page.viewportSize()!.width < MD) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The open drawer hides the rest of the page from the accessibility tree.
    await page.getByRole('button', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name }).click();
  }
}

/** A link of the seller's side menu, which is a drawer behind 'Seller menu' on phones. */
async function viaSellerMenu(page: Page, name: string) {
  if (page.viewportSize()!.width < MD) {
    // Its name ends with the count of new requests when there are any.
    await page.getByRole('button', { name: /^Seller menu/ }).click();
  }
  await page
    .getByRole('navigation', { name: 'Seller menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** The seller dashboard's tile of that name, from anywhere through the header. */
async function viaSellerDashboard(page: Page, tile: string) {
  await viaHeader(page, 'Admin Post');
  await page
    .getByRole('list', { name: 'Seller actions' })
    .getByRole('link', { name: tile, exact: true })
    .click();
}

/** Registers through /register's chooser and the form, then logs in through the login page. */
async function registerAndLogIn(
  page: Page,
  baseUrl: string,
  kind: 'seller' | 'buyer',
  account: { email: string; password: string; first: string; last: string; phone: string },
  shot: string,
) {
  await page.goto(baseUrl);
  await viaHeader(page, 'Register');
  await page.getByRole('link', { name: new RegExp(`I am a ${kind}`) }).click();
  await page.getByRole('heading', { name: `CREATE ${kind.toUpperCase()} ACCOUNT` }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('First name').fill(account.first);
  await page.getByLabel('Last name').fill(account.last);
  if (kind === 'seller') await page.getByLabel('Country', { exact: true }).fill('Ethiopia');
  await page.getByLabel('City').fill(kind === 'seller' ? 'Hawassa' : 'Adama');
  await page.getByLabel('Phone number').fill(account.phone);
  await screenshot(page, shot);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Successfully registered! Redirecting to login...').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  await logIn(page, baseUrl, account.email, account.password);
}

/** Fills a post form's fields, labelled with a required mark, by their label's start. */
async function fillListing(page: Page, fields: [string, string][]) {
  await page.getByLabel(/^Country/).waitFor();
  await fillListingFields(page, fields);
}

/** The balance the seller's subscription page shows, in ETB. */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('seller-balance').textContent()) ?? '';
  const match = /^ETB ([\d,]+)$/.exec(text.trim());
  if (!match) throw new Error(`Unexpected balance text: "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** A buyer finds the car through Cars for Sale's search box and opens its page. */
async function findCar(page: Page, model: string, title: string) {
  await viaHeader(page, 'Home');
  await page
    .getByRole('region', { name: 'What are you looking for?' })
    .getByRole('link', { name: /Cars for Sale/ })
    .click();
  await page.getByRole('heading', { name: 'Cars for Sale', level: 1 }).waitFor();
  const grid = page.getByTestId('listing-grid');
  // The newest listings show first; the search then narrows them down to this one car.
  await grid.waitFor();
  await page.getByRole('searchbox', { name: 'Search' }).fill(model);
  await grid.getByRole('link').nth(1).waitFor({ state: 'detached' });
  const card = grid.getByRole('link', { name: new RegExp(title) });
  await card.waitFor();
  expect(await grid.getByRole('link').count()).toBe(1);
  return card;
}

describe('A day in the life of Gebeya, in Chromium', () => {
  const app = useAppInChromium({
    DEMO_DATA: 'true',
    // Nothing listens on port 9: the rate service is "down" and the 125 fallback is used at once.
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD',
  });
  let photos: Buffer[];
  beforeAll(async () => {
    photos = await listingPhotos();
  });

  const people: Person[] = [];
  async function person(viewport: { width: number; height: number }) {
    const opened = await newPage(app.browser, viewport);
    people.push(opened);
    return opened;
  }
  afterEach(async () => {
    for (const { context } of people.splice(0)) await context.close();
  });

  it.each(Object.entries(VIEWPORTS))(
    'a seller, a buyer and an admin go through their day (%s)',
    async (name, viewport) => {
      const step = (title: string) => `day-in-the-life/${name}/${title}`;
      const shot = (page: Page, title: string) => screenshot(page, step(title));
      const stamp = `${name}${Date.now() % 1_000_000}`;
      const sellerAccount = {
        email: `journey.seller.${stamp}@example.et`,
        password: 'seller password 1',
        first: 'Tigist',
        last: 'Haile',
        // Not the demo seller's number, so the buyer sees this seller's and no other.
        phone: name === 'phone' ? '0911 360 360' : '0911 144 014',
      };
      const sellerPhone = `+251${sellerAccount.phone.replace(/\s/g, '').slice(1)}`;
      const buyerAccount = {
        email: `journey.buyer.${stamp}@example.et`,
        password: 'buyer password 1',
        first: 'Meron',
        last: 'Alemu',
        phone: '0944 556 677',
      };
      const buyerName = `${buyerAccount.first} ${buyerAccount.last}`;
      const model = `Niva${stamp}`;
      const carTitle = `Lada ${model} 2016`;
      const inquiryTitle = `Receipt for my subscription (${name})`;

      // 1. The seller registers, starts the free trial with a house, tops up, and posts a car.
      const seller = await person(viewport);
      const sp = seller.page;
      await registerAndLogIn(
        sp,
        app.server.baseUrl,
        'seller',
        sellerAccount,
        step('01-seller-register'),
      );
      await shot(sp, '02-seller-home');

      await viaSellerDashboard(sp, 'Subscribe');
      await sp.getByRole('heading', { name: 'Subscription' }).waitFor();
      await sp.getByText('Not started yet: your first post is free.').waitFor();
      expect(await shownBalance(sp)).toBe(0);
      await shot(sp, '03-seller-trial-not-started');

      await viaSellerDashboard(sp, 'Post House for Rent');
      await sp.getByText('Free trial started successfully.').waitFor();
      await fillListing(sp, [
        ['Country', 'Ethiopia'],
        ['Region', 'Sidama'],
        ['City', 'Hawassa'],
        ['Subcity', 'Tabor'],
        ['Type', 'Apartment'],
        ['Area', '120'],
        ['Bedrooms', '3'],
        ['Bathrooms', '2'],
        ['Living rooms', '1'],
        ['Price', '18000'],
        ['Rent per', 'per month'],
      ]);
      await sp.getByLabel(/^Description/).fill('Near the lake, with a view of the park.');
      await pickListingPhotos(sp, photos);
      await shot(sp, '04-seller-house-form');
      await sp.getByRole('button', { name: 'Post listing' }).click();
      await sp.getByText('House rent posted successfully! Free trial used.').waitFor();
      await shot(sp, '05-seller-house-posted');

      await viaSellerMenu(sp, 'Subscribe');
      await sp.getByText('Used.', { exact: true }).waitFor();
      await sp.getByRole('link', { name: 'Top up with Chapa' }).click();
      await sp.getByRole('heading', { name: 'Top up your balance' }).waitFor();
      await shot(sp, '06-seller-top-up');
      await sp.getByRole('button', { name: 'Pay', exact: true }).click();
      await payOnSandboxCheckout(sp, step('07-seller-chapa-checkout'));
      await sp.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await sp.getByText('Your balance is now ETB 500.').waitFor();
      await shot(sp, '08-seller-topped-up');
      await sp.getByRole('link', { name: 'Continue' }).click();
      await sp.getByText('Your balance covers 1 more post.').waitFor();
      const balanceBefore = await shownBalance(sp);
      expect(balanceBefore).toBe(500);

      await viaSellerDashboard(sp, 'Post Car for Sale');
      await sp.getByText('Your balance is ETB 500. Each post takes ETB 500.').waitFor();
      await fillListing(sp, [
        ['Country', 'Ethiopia'],
        ['Region', 'Sidama'],
        ['City', 'Hawassa'],
        ['Subcity', 'Tabor'],
        ['Make', 'Lada'],
        ['Model', model],
        ['Year', '2016'],
        ['Transmission', 'Manual'],
        ['Mileage', '98000'],
        ['Body type', 'SUV'],
        ['Engine', '1.7L'],
        ['Plate number', 'SD-2-A13579'],
        ['Fuel', 'Petrol'],
        ['Color', 'Olive'],
        ['Price', '950000'],
      ]);
      await pickListingPhotos(sp, photos);
      await shot(sp, '09-seller-car-form');
      await sp.getByRole('button', { name: 'Post listing' }).click();
      await sp
        .getByText('Car sale posted successfully! 500 ETB deducted from your subscription.')
        .waitFor();
      await viaSellerMenu(sp, 'Subscribe');
      await sp.getByText(/^You are not subscribed yet\./).waitFor();
      expect(balanceBefore - (await shownBalance(sp))).toBe(500);
      await shot(sp, '10-seller-balance-after-car');

      // 2. The buyer registers, finds the car, sees the phone on a free trial, subscribes, asks.
      const buyer = await person(viewport);
      const bp = buyer.page;
      await registerAndLogIn(
        bp,
        app.server.baseUrl,
        'buyer',
        buyerAccount,
        step('11-buyer-register'),
      );
      const card = await findCar(bp, model.toLowerCase(), carTitle);
      await shot(bp, '12-buyer-search');
      await card.click();
      await bp.getByRole('heading', { name: carTitle }).waitFor();
      await shot(bp, '13-buyer-car-detail');

      await bp.getByRole('button', { name: 'Get Seller Address' }).click();
      const contact = bp.getByRole('table', { name: 'Seller contact' });
      await contact.waitFor();
      const phoneRow = contact.getByRole('row', { name: /Phone number/ });
      expect((await phoneRow.getByRole('link').textContent())?.trim()).toBe(sellerPhone);
      expect(await phoneRow.getByRole('link').getAttribute('href')).toBe(`tel:${sellerPhone}`);
      await contact
        .getByRole('row', { name: /First name/ })
        .getByText('Tigist')
        .waitFor();
      await bp.getByText('Unlocked with a free trial (1 of 2 used).').waitFor();
      await shot(bp, '14-buyer-seller-phone');

      await bp.getByRole('button', { name: 'Notify the Seller Now' }).click();
      const needSubscription = bp
        .getByRole('alert')
        .filter({ hasText: 'You need an active subscription to notify the seller.' });
      await needSubscription.getByRole('link', { name: 'Subscribe' }).click();
      await bp.getByRole('heading', { name: 'Buyer subscription' }).waitFor();
      await bp.getByText('Free trials used: 1 of 2').waitFor();
      await bp.getByRole('link', { name: 'Pay with Chapa' }).click();
      await bp.getByText('By card: $2.').waitFor();
      await shot(bp, '15-buyer-subscribe');
      await bp.getByRole('button', { name: 'Pay', exact: true }).click();
      await payOnSandboxCheckout(bp, step('16-buyer-chapa-checkout'));
      await bp.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await bp.getByText(/^Your subscription is active until /).waitFor();
      await shot(bp, '17-buyer-subscribed');

      await bp.getByRole('link', { name: 'Back to the listing' }).click();
      await bp.getByRole('heading', { name: carTitle }).waitFor();
      await bp.getByRole('button', { name: 'Notify the Seller Now' }).click();
      await bp
        .getByRole('dialog', { name: 'Notify the seller' })
        .getByRole('button', { name: 'Notify the Seller', exact: true })
        .click();
      await bp.getByText('Seller notified successfully!').waitFor();
      await shot(bp, '18-buyer-notified-seller');

      // 3. The seller, back on the site, sees the request, marks the car sold and finds it.
      await sp.goto(app.server.baseUrl);
      await viaHeader(sp, 'Admin Post');
      await viaSellerMenu(sp, 'Request from Buyer (1 new request)');
      await sp.getByRole('heading', { name: 'Requests Sent to You by Buyers' }).waitFor();
      await sp.getByRole('heading', { name: buyerName }).waitFor();
      await sp.getByRole('link', { name: `Lada ${model}, ETB 950,000` }).waitFor();
      await shot(sp, '19-seller-requests');
      await sp.getByRole('link', { name: `Mark as sold to ${buyerName}` }).click();
      await sp.getByRole('heading', { name: 'Have You Sold This Car?' }).waitFor();
      expect(await sp.getByRole('radio', { name: new RegExp(buyerName) }).isChecked()).toBe(true);
      await shot(sp, '20-seller-mark-sold');
      await sp.getByRole('button', { name: 'Mark as sold' }).click();
      await sp.getByText('History saved successfully.').waitFor();
      await sp.getByRole('link', { name: 'See your history' }).click();
      await sp.waitForURL((u) => u.pathname === '/seller/history');
      const sold = sp.getByRole('table', { name: 'Car sell' });
      await sold.getByRole('cell', { name: buyerName }).waitFor();
      await sold.getByText(`Lada ${model} 2016 (SD-2-A13579) sold for 950,000 ETB`).waitFor();
      await shot(sp, '21-seller-history');

      // 4. The buyer asks staff a question; the demo admin replies; the buyer reads it.
      await viaHeader(bp, 'Contact');
      await bp.getByRole('heading', { name: 'Contact Us' }).waitFor();
      await bp.getByRole('textbox', { name: 'Title' }).fill(inquiryTitle);
      await bp
        .getByRole('textbox', { name: 'Description' })
        .fill('Where can I download the receipt for the subscription I paid today?');
      await bp.getByRole('button', { name: 'Send' }).click();
      await bp.getByText('Your inquiry has been sent successfully.').waitFor();
      const inquiries = bp.getByRole('region', { name: 'Your inquiries' });
      const inquiry = inquiries.getByRole('listitem').filter({ hasText: inquiryTitle });
      await inquiry.getByText('Waiting for response').waitFor();
      await shot(bp, '22-buyer-inquiry-sent');

      const admin = await person(viewport);
      const ap = admin.page;
      await logIn(ap, app.server.baseUrl, ADMIN.email, ADMIN.password);
      await viaHeader(ap, 'Admin');
      await ap
        .getByRole('list', { name: 'Back-office pages' })
        .getByRole('link', { name: 'Buyer Contact' })
        .click();
      await ap
        .getByRole('searchbox', { name: 'Search title, description, name or phone' })
        .fill(inquiryTitle);
      const inquiryRow = ap.getByRole('row').filter({ hasText: inquiryTitle });
      await inquiryRow.getByText('Waiting for response').waitFor();
      // The search leaves this one inquiry of the day's many.
      await ap.getByText('1–1 of 1', { exact: true }).waitFor();
      await shot(ap, '23-admin-buyer-contacts');
      await inquiryRow.getByRole('button', { name: `Reply to ${inquiryTitle}` }).click();
      const dialog = ap.getByRole('dialog', { name: `Reply to: ${inquiryTitle}` });
      await dialog
        .getByRole('textbox', { name: 'Reply' })
        .fill('Open Subscribe: the receipt is under your payments.');
      await shot(ap, '24-admin-reply');
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await ap.getByText('Reply submitted successfully!').waitFor();
      await inquiryRow.getByText('Open Subscribe: the receipt is under your payments.').waitFor();

      await viaHeader(bp, 'Home');
      await viaHeader(bp, 'Contact');
      await inquiry.getByText('Reply from our staff').waitFor();
      await inquiry.getByText('Open Subscribe: the receipt is under your payments.').waitFor();
      await shot(bp, '25-buyer-reads-reply');

      // 5. The buyer asks the chat assistant for a page and lands on it.
      const panel = await openChat(bp);
      await panel.getByText('Hello Meron! How can I assist you today?').waitFor();
      await say(panel, 'take me to cars for sale');
      await bp.waitForURL((u) => u.pathname === '/getCarSell');
      await panel.getByText('Taking you to Cars for Sale.').waitFor();
      await bp.getByRole('heading', { name: 'Cars for Sale', level: 1 }).waitFor();
      await shot(bp, '26-buyer-chat-navigates');

      for (const { errors } of people) expect(errors).toEqual([]);
    },
    JOURNEY_TIMEOUT,
  );
});
