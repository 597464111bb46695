import { createHmac } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Payment } from '../src/modules/payment/entities/payment.entity';
import { PaymentReconciler } from '../src/modules/payment/payment-reconciler';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { FakeChapa } from './utils/fake-chapa';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

const SECRET = 'CHASECK_TEST-local-fake';
const WEBHOOK_SECRET = 'webhook secret of the test';

/** Against a stand-in for Chapa's real API: what the app sends, and what it does with answers. */
describe('Payments against the Chapa API', () => {
  let t: TestApp;
  let chapa: FakeChapa;
  let rates: Server;
  let rateRequests = 0;

  beforeAll(async () => {
    chapa = await new FakeChapa().start();
    rates = createServer((_req, res) => {
      rateRequests += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ result: 'success', base_code: 'USD', rates: { USD: 1, ETB: 131.5 } }),
      );
    });
    await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve));
    const ratesUrl = `http://127.0.0.1:${(rates.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: {
        PAYMENT_SANDBOX: 'false',
        CHAPA_API_URL: chapa.url,
        CHAPA_SECRET_KEY: SECRET,
        CHAPA_WEBHOOK_SECRET: WEBHOOK_SECRET,
        CHAPA_CREATE_TIMEOUT_MS: '400',
        CHAPA_VERIFY_TIMEOUT_MS: '400',
        EXCHANGE_RATE_URL: `${ratesUrl}/v6/latest/USD`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await chapa.stop();
    await new Promise((resolve) => rates.close(resolve));
  });
  beforeEach(() => {
    chapa.delay = { initialize: 0, verify: 0 };
    chapa.giveCheckoutUrl = true;
  });

  const balanceOf = async (sellerId: number) =>
    (await t.dataSource.getRepository(SellerAccount).findOneBy({ sellerId }))?.balance ?? 0;
  const creditsOf = (sellerId: number) =>
    t.dataSource.getRepository(SellerLedgerEntry).countBy({ sellerId });
  const paymentOf = (reference: string) =>
    t.dataSource.getRepository(Payment).findOneByOrFail({ reference });

  const create = (seller: SignedInUser) =>
    asUser(t.http, seller)
      .post('/api/payment/chapa/create')
      .send({
        amount: '500',
        currency: 'ETB',
        email: 'ignored@example.et',
        return_url: 'https://evil.example/steal',
        meta: { seller_id: seller.id },
      });
  const verify = (seller: SignedInUser, txRef: string) =>
    asUser(t.http, seller).get('/api/payment/chapa/verify').query({ tx_ref: txRef });
  const signed = (body: object) => {
    const raw = JSON.stringify(body);
    return {
      raw,
      signature: createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
    };
  };

  it("sends Chapa the server's price, the payer's own details and this site's URLs", async () => {
    const seller = await registerSeller(t.http);
    const res = await create(seller).expect(201);
    const txRef = res.body.tx_ref as string;
    expect(res.body.data.checkout_url).toBe(`https://checkout.chapa.test/pay/${txRef}`);
    const [sent] = chapa.requestsTo('/v1/transaction/initialize').slice(-1);
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.headers['content-type']).toContain('application/json');
    expect(sent.body).toMatchObject({
      amount: '500.00',
      currency: 'ETB',
      email: seller.email.toLowerCase(),
      first_name: 'Abebe',
      last_name: 'Kebede',
      phone_number: '0911234567',
      tx_ref: txRef,
      callback_url: `${t.baseUrl}/api/payment/chapa/callback`,
      return_url: `${t.baseUrl}/payment/return?tx_ref=${txRef}`,
      customization: { title: 'Gebeya Top Up' },
      meta: { seller_id: seller.id, purpose: 'Account Top Up' },
    });
  });

  it("sends the buyer's order to the buyer's callback and return page", async () => {
    const buyer = await registerBuyer(t.http);
    const res = await asUser(t.http, buyer)
      .post('/api/payment/chapa/buyer/create')
      .send({ buyerId: buyer.id, amount: '250', title: 'Buyer Subscription' })
      .expect(201);
    const [sent] = chapa.requestsTo('/v1/transaction/initialize').slice(-1);
    expect(sent.body).toMatchObject({
      amount: '250.00',
      tx_ref: res.body.tx_ref,
      callback_url: `${t.baseUrl}/api/payment/chapa/buyer/callback`,
      return_url: `${t.baseUrl}/payment/buyer/return?tx_ref=${res.body.tx_ref}`,
      meta: { buyer_id: buyer.id, purpose: 'Buyer Subscription' },
    });
  });

  it("says 'Payment initiation failed' when Chapa gives no checkout URL or is too slow", async () => {
    const seller = await registerSeller(t.http);
    chapa.giveCheckoutUrl = false;
    const refused = await create(seller).expect(502);
    expect(refused.body.message).toBe('Payment initiation failed');
    chapa.giveCheckoutUrl = true;
    chapa.delay.initialize = 1000;
    const slow = await create(seller).expect(502);
    expect(slow.body.message).toBe('Payment initiation failed');
    const failed = await t.dataSource
      .getRepository(Payment)
      .findBy({ accountType: 'seller', accountId: seller.id });
    expect(failed.map((p) => p.status)).toEqual(['failed', 'failed']);
  });

  it('credits once with a verify time-out first, signed webhooks twice and five verifies', async () => {
    const seller = await registerSeller(t.http);
    const txRef = (await create(seller).expect(201)).body.tx_ref as string;
    chapa.transactions.set(txRef, { status: 'success', amount: 500, currency: 'ETB' });

    chapa.delay.verify = 1000;
    const timedOut = await verify(seller, txRef).expect(502);
    expect(timedOut.body.message).toBe('Verification failed');
    expect(await balanceOf(seller.id)).toBe(0);

    chapa.delay.verify = 20;
    const { raw, signature } = signed({
      event: 'charge.success',
      tx_ref: txRef,
      status: 'success',
    });
    const webhook = () =>
      request(t.http)
        .post('/api/payment/chapa/callback')
        .set('Content-Type', 'application/json')
        .set('x-chapa-signature', signature)
        .send(raw);
    const results = await Promise.all([
      webhook(),
      webhook(),
      ...Array.from({ length: 5 }, () => verify(seller, txRef)),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(seller.id)).toBe(500);
    expect(await creditsOf(seller.id)).toBe(1);
    const again = await webhook().expect(200);
    expect(again.body.message).toBe('Already credited.');
    expect(await balanceOf(seller.id)).toBe(500);
  });

  it("accepts Chapa's secret-only signature, and still asks Chapa before crediting", async () => {
    const seller = await registerSeller(t.http);
    const txRef = (await create(seller).expect(201)).body.tx_ref as string;
    const secretSignature = createHmac('sha256', WEBHOOK_SECRET)
      .update(WEBHOOK_SECRET)
      .digest('hex');
    // Chapa has not seen the payment: the webhook's claim alone credits nothing.
    const claim = await request(t.http)
      .post('/api/payment/chapa/callback')
      .set('chapa-signature', secretSignature)
      .send({ tx_ref: txRef, status: 'success' })
      .expect(200);
    expect(claim.body.message).toBe('Payment not credited.');
    expect(await balanceOf(seller.id)).toBe(0);
    chapa.transactions.set(txRef, { status: 'success' });
    await request(t.http)
      .post('/api/payment/chapa/callback')
      .set('chapa-signature', secretSignature)
      .send({ tx_ref: txRef, status: 'success' })
      .expect(200);
    expect(await balanceOf(seller.id)).toBe(500);
  });

  it('credits a paid order later when neither the payer nor the webhook came back', async () => {
    const seller = await registerSeller(t.http);
    const txRef = (await create(seller).expect(201)).body.tx_ref as string;
    const reconciler = t.app.get(PaymentReconciler);
    const inThreeMinutes = new Date(Date.now() + 3 * 60 * 1000);
    await reconciler.settleOpenPayments(inThreeMinutes);
    expect((await paymentOf(txRef)).status).toBe('pending');
    chapa.transactions.set(txRef, { status: 'success' });
    await reconciler.settleOpenPayments(inThreeMinutes);
    await reconciler.settleOpenPayments(inThreeMinutes);
    expect((await paymentOf(txRef)).status).toBe('credited');
    expect(await balanceOf(seller.id)).toBe(500);
    expect(await creditsOf(seller.id)).toBe(1);
  });

  it('credits nothing when the amount or currency paid differs from the order', async () => {
    const seller = await registerSeller(t.http);
    const cheap = (await create(seller).expect(201)).body.tx_ref as string;
    chapa.transactions.set(cheap, { status: 'success', amount: 5, currency: 'ETB' });
    const res = await verify(seller, cheap).expect(402);
    expect(res.body.message).toBe('The amount paid does not match the order.');
    const dollars = (await create(seller).expect(201)).body.tx_ref as string;
    chapa.transactions.set(dollars, { status: 'success', amount: 500, currency: 'USD' });
    await verify(seller, dollars).expect(402);
    expect(await balanceOf(seller.id)).toBe(0);
    expect((await paymentOf(cheap)).status).toBe('failed');
    expect((await paymentOf(cheap)).failureReason).toBe(
      'The amount paid does not match the order.',
    );
  });

  it('records a payment Chapa reports as failed, and answers unknown webhooks with 200', async () => {
    const seller = await registerSeller(t.http);
    const txRef = (await create(seller).expect(201)).body.tx_ref as string;
    chapa.transactions.set(txRef, { status: 'failed' });
    await verify(seller, txRef).expect(402);
    expect((await paymentOf(txRef)).status).toBe('failed');
    const { raw, signature } = signed({ tx_ref: 'GB-UNKNOWN-REF' });
    const res = await request(t.http)
      .post('/api/payment/chapa/callback')
      .set('Content-Type', 'application/json')
      .set('x-chapa-signature', signature)
      .send(raw)
      .expect(200);
    expect(res.body.message).toBe('Ignored: unknown transaction.');
  });

  it('says card payments are off without Stripe keys', async () => {
    const seller = await registerSeller(t.http);
    const res = await asUser(t.http, seller)
      .post('/api/seller/stripe/create-payment-intent')
      .send({})
      .expect(503);
    expect(res.body.message).toBe('Payments are not available right now. Please try again later.');
    const options = await request(t.http).get('/api/payment/options').expect(200);
    expect(options.body).toMatchObject({ sandbox: false, card: { mode: 'off' } });
    await request(t.http).get('/api/sandbox/chapa/checkout/anything').expect(404);
  });

  it('reads the exchange rate from the rate service and caches it', async () => {
    const first = await request(t.http).get('/api/exchange-rate').expect(200);
    expect(first.body).toMatchObject({ base: 'USD', currency: 'ETB', rate: 131.5, source: 'live' });
    await request(t.http).get('/api/exchange-rate').expect(200);
    expect(rateRequests).toBe(1);
  });
});

describe('Card payments with live Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENT_SANDBOX: 'false',
        STRIPE_SECRET_KEY: 'sk_test_live_shape',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_live_shape',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  it('publishes the publishable key and lets Stripe Elements load under the CSP', async () => {
    const options = await request(t.http).get('/api/payment/options').expect(200);
    expect(options.body.card).toEqual({ mode: 'live', publishableKey: 'pk_test_live_shape' });
    // The site's pages carry the policy (the payment pages load Stripe's script and frames).
    const page = await request(t.http).get('/subscribe');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).toContain('https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("answers 'Failed to create payment intent' when Stripe cannot be reached", async () => {
    const seller = await registerSeller(t.http);
    const res = await asUser(t.http, seller)
      .post('/api/seller/stripe/create-payment-intent')
      .send({})
      .expect(502);
    expect(res.body.message).toMatch(/.+/);
  });
});
