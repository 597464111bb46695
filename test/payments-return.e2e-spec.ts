import request from 'supertest';
import { Payment } from '../src/modules/payment/entities/payment.entity';
import { SandboxPayment } from '../src/modules/payment/entities/sandbox-payment.entity';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { asUser } from './utils/as-user';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * The payer comes back to the address they paid from (where their session lives), even when it
 * is not PUBLIC_URL: another host name for the same machine, or a phone on the LAN behind a proxy.
 * Only the address the request itself came to counts; a foreign Origin never becomes a target.
 */
describe('Payments return to where the payer paid from', () => {
  let t: TestApp;
  /** The same server under another name than PUBLIC_URL (which is http://127.0.0.1:<port>). */
  let otherName: string;

  beforeAll(async () => {
    t = await createTestApp();
    otherName = `localhost:${new URL(t.baseUrl).port}`;
  });
  afterAll(() => t.close());

  const paymentOf = (reference: string) =>
    t.dataSource.getRepository(Payment).findOneByOrFail({ reference });
  const sandboxOrder = async (reference: string) =>
    (
      await t.dataSource.getRepository(SandboxPayment).findOneByOrFail({
        provider: 'chapa',
        reference,
      })
    ).body as unknown as { return_url: string; callback_url: string };
  const balanceOf = async (sellerId: number) =>
    (await t.dataSource.getRepository(SellerAccount).findOneBy({ sellerId }))?.balance ?? 0;

  /** Starts a Chapa checkout with the given request headers, as a browser there would send them. */
  async function startChapa(
    user: SignedInUser,
    type: 'seller' | 'buyer',
    headers: Record<string, string>,
  ) {
    const path =
      type === 'seller' ? '/api/payment/chapa/create' : '/api/payment/chapa/buyer/create';
    const res = await asUser(t.http, user).post(path).set(headers).send({}).expect(201);
    return { txRef: res.body.tx_ref as string, checkout: new URL(res.body.data.checkout_url) };
  }

  async function waitFor(check: () => Promise<boolean>) {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('sends a seller who paid from another host name back there, the webhook to PUBLIC_URL', async () => {
    const seller = await registerSeller(t.http);
    const site = `http://${otherName}`;
    const { txRef, checkout } = await startChapa(seller, 'seller', {
      Host: otherName,
      Origin: site,
    });

    // The sandbox's hosted page is on the payer's address too, which their browser reaches.
    expect(checkout.origin).toBe(site);
    await request(t.http).get(checkout.pathname).set('Host', otherName).expect(200);
    const paid = await request(t.http)
      .post(`${checkout.pathname}/pay`)
      .set('Host', otherName)
      .expect(303);
    expect(paid.headers.location).toBe(`${site}/payment/return?tx_ref=${txRef}`);

    expect((await paymentOf(txRef)).returnOrigin).toBe(site);
    expect(await sandboxOrder(txRef)).toMatchObject({
      return_url: `${site}/payment/return?tx_ref=${txRef}`,
      callback_url: `${t.baseUrl}/api/payment/chapa/callback`,
    });
    // Chapa's webhook reached PUBLIC_URL and credited the top-up.
    await waitFor(async () => (await balanceOf(seller.id)) === 500);
  });

  it('honours the address a trusted proxy forwards (a phone on the LAN over https)', async () => {
    const buyer = await registerBuyer(t.http);
    const site = 'https://192.168.1.20:8443';
    const { txRef, checkout } = await startChapa(buyer, 'buyer', {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': '192.168.1.20:8443',
      Origin: site,
    });
    expect(checkout.origin).toBe(site);
    const paid = await request(t.http).post(`${checkout.pathname}/pay`).expect(303);
    expect(paid.headers.location).toBe(`${site}/payment/buyer/return?tx_ref=${txRef}`);
    expect((await sandboxOrder(txRef)).callback_url).toBe(
      `${t.baseUrl}/api/payment/chapa/buyer/callback`,
    );
  });

  it.each<[string, Record<string, string>]>([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a foreign Origin on the same host name', { Origin: 'http://127.0.0.1:1' }],
    ['an Origin that is no web address', { Origin: 'null' }],
    ['no Origin at all', {}],
  ])('never sends the payer to %s: PUBLIC_URL instead', async (_, headers) => {
    const seller = await registerSeller(t.http);
    const { txRef, checkout } = await startChapa(seller, 'seller', headers);
    expect(checkout.origin).toBe(t.baseUrl);
    const paid = await request(t.http).post(`${checkout.pathname}/pay`).expect(303);
    expect(paid.headers.location).toBe(`${t.baseUrl}/payment/return?tx_ref=${txRef}`);
    expect((await paymentOf(txRef)).returnOrigin).toBe(t.baseUrl);
  });

  it('pays by card from another host name, and keeps that address with the order', async () => {
    const seller = await registerSeller(t.http);
    const site = `http://${otherName}`;
    const created = await asUser(t.http, seller)
      .post('/api/seller/stripe/create-payment-intent')
      .set({ Host: otherName, Origin: site })
      .send({ amount: 5, currency: 'usd' })
      .expect(201);
    const intent = created.body as { clientSecret: string; paymentIntentId: string };
    // The card form talks to the sandbox on the page's own address.
    await request(t.http)
      .post(`/api/sandbox/stripe/v1/payment_intents/${intent.paymentIntentId}/confirm`)
      .set({ Host: otherName, Origin: site })
      .send({ client_secret: intent.clientSecret, card_number: '4242424242424242' })
      .expect(200);
    const confirmed = await asUser(t.http, seller)
      .post('/api/seller/stripe/confirm-payment')
      .set({ Host: otherName, Origin: site })
      .send({ paymentIntentId: intent.paymentIntentId })
      .expect(200);
    expect(confirmed.body.data).toMatchObject({ paymentStatus: 'credited', balance: 500 });
    expect((await paymentOf(intent.paymentIntentId)).returnOrigin).toBe(site);

    const forged = await asUser(t.http, seller)
      .post('/api/seller/stripe/create-payment-intent')
      .set({ Origin: 'https://evil.example' })
      .send({})
      .expect(201);
    expect((await paymentOf(forged.body.paymentIntentId as string)).returnOrigin).toBe(t.baseUrl);
  });
});

describe('Payments behind proxies that are not trusted', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The test client (loopback) is no trusted proxy here: its X-Forwarded-* headers are ignored.
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => t.close());

  it('ignores a forwarded host the proxy setting does not vouch for', async () => {
    const seller = await registerSeller(t.http);
    const res = await asUser(t.http, seller)
      .post('/api/payment/chapa/create')
      .set({ 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' })
      .send({})
      .expect(201);
    expect(new URL(res.body.data.checkout_url as string).origin).toBe(t.baseUrl);
    const payment = await t.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ reference: res.body.tx_ref as string });
    expect(payment.returnOrigin).toBe(t.baseUrl);
  });
});
