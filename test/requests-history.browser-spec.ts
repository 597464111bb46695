import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';
import { jpegPhoto } from './utils/images';

const ADMIN = { email: 'admin@journey.gebeya.et', password: 'admin password 1' };
const PASSWORD = 'journey password 1';

interface Json {
  [key: string]: unknown;
}

describe('A buyer request that ends in the history, in Chromium', () => {
  const app = useAppInChromium({
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const url = (path: string) => `${app.server.baseUrl}${path}`;

  async function call(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('x-access-token', init.token);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const res = await fetch(url(path), { ...init, headers });
    return { status: res.status, body: (await res.json()) as Json };
  }
  const login = async (email: string) =>
    (
      (
        await call('/api/user/login', {
          method: 'POST',
          body: JSON.stringify({
            email,
            password: email === ADMIN.email ? ADMIN.password : PASSWORD,
          }),
        })
      ).body.data as { token: string }
    ).token;

  /** A seller with one car for rent, and a buyer with a subscription, both new. */
  async function setUp(name: string) {
    const tag = `${name}.${Date.now()}`;
    const sellerEmail = `seller.${tag}@example.et`;
    const buyerEmail = `buyer.${tag}@example.et`;
    await call('/api/seller/register', {
      method: 'POST',
      body: JSON.stringify({
        email: sellerEmail,
        password: PASSWORD,
        sellerFirstName: 'Abebe',
        sellerLastName: 'Kebede',
        PhoneNumber: '+251911234567',
        sellerCountry: 'Ethiopia',
        sellerCity: 'Addis Ababa',
      }),
    });
    const buyer = await call('/api/buyer/register', {
      method: 'POST',
      body: JSON.stringify({
        email: buyerEmail,
        password: PASSWORD,
        buyerFirstName: 'Meron',
        buyerLastName: 'Alemu',
        PhoneNumber: '+251944556677',
        buyerCity: 'Adama',
      }),
    });
    const buyerId = (buyer.body.data as { buyerId: number }).buyerId;

    const form = new FormData();
    const fields = {
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Bole',
      vehicleMake: 'Toyota',
      vehicleModel: 'Corolla',
      vehicleYear: '2018',
      transmision: 'Automatic',
      milage: '60000',
      bodyType: 'Sedan',
      engine: '1.8L',
      plateNumber: 'AA-3-B45678',
      fuel: 'Petrol',
      vehicleColor: 'White',
      price: '3500',
      priceCurrency: 'ETB',
      perDayOrMonth: 'per day',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const photo = new Blob([new Uint8Array(await jpegPhoto(800, 600))], { type: 'image/jpeg' });
    for (const slot of ['frontImage', 'backImage', 'rightImage', 'leftImage']) {
      form.append(slot, photo, `${slot}.jpg`);
    }
    const posted = await call('/api/seller/carRent', {
      method: 'POST',
      body: form,
      token: await login(sellerEmail),
    });
    expect(posted.status).toBe(201);
    const postHash = (posted.body.data as { postHash: string }).postHash;

    const granted = await call('/api/buyer/subscription', {
      method: 'POST',
      body: JSON.stringify({ buyerId }),
      token: await login(ADMIN.email),
    });
    expect(granted.status).toBe(201);
    return { sellerEmail, buyerEmail, postHash };
  }

  it.each(Object.entries(VIEWPORTS))(
    'the buyer notifies, the seller sees the badge, marks the car rented and finds it in history (%s)',
    async (name, viewport) => {
      const { sellerEmail, buyerEmail, postHash } = await setUp(name);

      // The buyer, on the car's page.
      const buyerSide = await newPage(app.browser, viewport);
      await signInAs(buyerSide.page, app.server.baseUrl, buyerEmail, PASSWORD);
      await buyerSide.page.goto(url(`/seller/carRent/${postHash}`));
      await buyerSide.page.getByRole('button', { name: 'Notify the Seller Now' }).click();
      const dialog = buyerSide.page.getByRole('dialog', { name: 'Notify the seller' });
      await dialog
        .getByRole('textbox', { name: 'Message to the seller (optional)' })
        .fill('Is the Corolla free from Friday?');
      await screenshot(buyerSide.page, `requests-notify-${name}`);
      await dialog.getByRole('button', { name: 'Notify the Seller', exact: true }).click();
      await buyerSide.page.getByText('Seller notified successfully!').waitFor();
      expect(buyerSide.errors).toEqual([]);
      await buyerSide.context.close();

      // The seller sees the badge in the menu (folded into a drawer on phones).
      const { context, page, errors } = await newPage(app.browser, viewport);
      await signInAs(page, app.server.baseUrl, sellerEmail, PASSWORD);
      await page.goto(url('/seller/adminPost'));
      if (name === 'phone') await page.getByRole('button', { name: /Seller menu/ }).click();
      const badged = page.getByRole('link', { name: 'Request from Buyer (1 new request)' });
      await badged.waitFor();
      await screenshot(page, `requests-badge-${name}`);
      await badged.click();
      await page.getByRole('heading', { name: 'Requests Sent to You by Buyers' }).waitFor();
      await page.getByRole('heading', { name: 'Meron Alemu' }).waitFor();
      await page.getByRole('link', { name: 'Toyota Corolla, ETB 3,500 per day' }).waitFor();
      await page.getByText('Is the Corolla free from Friday?').waitFor();
      await screenshot(page, `requests-list-${name}`);

      // From the own listing's card to the mark-as page.
      await page.goto(url('/seller/carRent'));
      await page.getByRole('link', { name: 'Mark Toyota Corolla as rented' }).click();
      await page.getByRole('heading', { name: 'Have You Rented This Car?' }).waitFor();
      await page.getByRole('radio', { name: /Meron Alemu/ }).check();
      await screenshot(page, `requests-mark-rented-${name}`);
      await page.getByRole('button', { name: 'Mark as rented' }).click();
      await page.getByText('History saved successfully.').waitFor();

      await page.getByRole('link', { name: 'See your history' }).click();
      const table = page.getByRole('table', { name: 'Car rent' });
      await table.getByRole('cell', { name: 'Meron Alemu' }).waitFor();
      await table
        .getByText('Toyota Corolla 2018 (AA-3-B45678) rented for 3,500 ETB per day')
        .waitFor();
      expect(await table.getByText(/^\d{2}\/\d{2}\/\d{4}:\d{2}:\d{2}$/).count()).toBe(1);
      await screenshot(page, `requests-history-${name}`);

      // The listing is gone, and so is the request.
      const token = await login(sellerEmail);
      expect((await call(`/api/seller/carRent/${postHash}`, { token })).status).toBe(404);
      const requests = await call('/api/buyer/request?page=1&pageSize=10', { token });
      expect((requests.body.meta as { total: number }).total).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
