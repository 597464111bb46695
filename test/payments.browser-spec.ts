import {
  newPage,
  payOnSandboxCheckout,
  screenshot,
  signInAs,
  useAppInChromium,
  VIEWPORTS,
} from './utils/browser';
import { jpegPhoto } from './utils/images';
import { formFor } from './utils/listings';

const LISTER_PHONE = '+251914000333';

/** Payments through the built-in sandbox, as a payer clicks through them. */
describe('Payments in Chromium', () => {
  const app = useAppInChromium({
    // Nothing listens on port 9: the rate service is "down" and the 125 fallback is used at once.
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD',
  });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${app.server.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });

  async function register(kind: 'seller' | 'buyer', name: string, phone = '+251912000111') {
    const email = `pay.${kind}.${name}.${Date.now()}@example.et`;
    const password = `${kind} password 1`;
    const payload =
      kind === 'seller'
        ? {
            sellerFirstName: 'Tigist',
            sellerLastName: 'Haile',
            PhoneNumber: phone,
            sellerCountry: 'Ethiopia',
            sellerCity: 'Hawassa',
          }
        : {
            buyerFirstName: 'Dawit',
            buyerLastName: 'Bekele',
            PhoneNumber: '+251913000222',
            buyerCity: 'Gondar',
          };
    const res = await api(`/api/${kind}/register`, {
      method: 'POST',
      body: JSON.stringify({ email, password, ...payload }),
    });
    expect(res.status).toBe(201);
    return { email, password };
  }

  /** A house for rent posted by another seller (on the free trial), whose phone buyers unlock. */
  let listingPath: string;
  beforeAll(async () => {
    const lister = await register('seller', 'lister', LISTER_PHONE);
    const login = (await (
      await api('/api/user/login', { method: 'POST', body: JSON.stringify(lister) })
    ).json()) as { data: { token: string } };
    const form = new FormData();
    for (const [key, value] of Object.entries(formFor('houseRent'))) form.append(key, value);
    const photo = new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' });
    for (const slot of ['frontImage', 'backImage', 'rightImage', 'leftImage']) {
      form.append(slot, photo, `${slot}.jpg`);
    }
    const posted = await fetch(`${app.server.baseUrl}/api/seller/houseRent`, {
      method: 'POST',
      headers: { 'x-access-token': login.data.token },
      body: form,
    });
    expect(posted.status).toBe(201);
    const { data } = (await posted.json()) as { data: { postHash: string } };
    listingPath = `/seller/houseRent/${data.postHash}`;
  });

  it.each(Object.entries(VIEWPORTS))(
    'a seller tops up through the sandbox checkout (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      const seller = await register('seller', name);
      const session = await signInAs(page, app.server.baseUrl, seller.email, seller.password);

      await page.goto(`${app.server.baseUrl}/seller/chapa`);
      await page.getByText('You are not subscribed yet.').waitFor();
      await page
        .getByText('Sandbox: no real money moves. Payments go to a test checkout.')
        .waitFor();
      await screenshot(page, `payments-seller-topup-${name}`);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      await payOnSandboxCheckout(page, `payments-sandbox-checkout-${name}`);
      await page.waitForURL(/\/payment\/return\?tx_ref=/);
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByText('Your balance is now ETB 500.').waitFor();
      await screenshot(page, `payments-seller-success-${name}`);

      const balance = (await (
        await api('/api/seller/subscription', { headers: { 'x-access-token': session.token } })
      ).json()) as { data: { sellerSubscriptionAmount: number } };
      expect(balance.data.sellerSubscriptionAmount).toBe(500);
      // The stored reference is gone once the payment is settled.
      expect(await page.evaluate(() => sessionStorage.getItem('chapa_tx_ref'))).toBeNull();

      await page.getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL(/\/seller\/subscribe$/);
      await page.getByText('Your balance covers 1 more post.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(Object.entries(VIEWPORTS))(
    'a buyer subscribes through the sandbox, then sees a phone number without a free trial (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      const buyer = await register('buyer', name);
      const session = await signInAs(page, app.server.baseUrl, buyer.email, buyer.password);

      await page.goto(`${app.server.baseUrl}/buyer/stripe`);
      await page.getByText('4242 4242 4242 4242', { exact: true }).waitFor();
      await screenshot(page, `payments-buyer-card-${name}`);

      await page.goto(`${app.server.baseUrl}/buyer/subscibe`);
      await page.getByRole('link', { name: 'Pay with Chapa' }).click();
      await page.waitForURL(/\/buyer\/chapa$/);
      await page.getByText('By card: $2.').waitFor();
      await screenshot(page, `payments-buyer-chapa-${name}`);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      await payOnSandboxCheckout(page, `payments-buyer-checkout-${name}`);
      await page.waitForURL(/\/payment\/buyer\/return\?tx_ref=/);
      await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await page.getByText(/^Your subscription is active until /).waitFor();
      await screenshot(page, `payments-buyer-success-${name}`);

      await page.goto(`${app.server.baseUrl}${listingPath}`);
      await page.getByRole('button', { name: 'Get Seller Address' }).click();
      await page.locator(`a[href="tel:${LISTER_PHONE}"]`).waitFor();
      await screenshot(page, `payments-buyer-seller-phone-${name}`);

      const trials = (await (
        await api('/api/buyer/free-trial', { headers: { 'x-access-token': session.token } })
      ).json()) as { freeTrialsUsed: number };
      expect(trials.freeTrialsUsed).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
