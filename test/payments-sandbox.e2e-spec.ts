import request from 'supertest';
import { Payment } from '../src/modules/payment/entities/payment.entity';
import { BuyerSubscriptionPayment } from '../src/modules/subscription/entities/buyer-subscription-payment.entity';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

/** The offline sandbox of both providers: the default without keys, driven as a payer would. */
describe('Payments through the sandbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 9: the rate service is "down".
    t = await createTestApp({ env: { EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD' } });
  });
  afterAll(() => t.close());

  const balanceOf = async (sellerId: number) =>
    (await t.dataSource.getRepository(SellerAccount).findOneBy({ sellerId }))?.balance ?? 0;
  const ledgerOf = (sellerId: number) =>
    t.dataSource.getRepository(SellerLedgerEntry).findBy({ sellerId });
  const paymentOf = (reference: string) =>
    t.dataSource.getRepository(Payment).findOneByOrFail({ reference });

  /** Starts a Chapa checkout and returns the reference and the hosted page's path. */
  async function startChapa(user: SignedInUser, type: 'seller' | 'buyer') {
    const path =
      type === 'seller' ? '/api/payment/chapa/create' : '/api/payment/chapa/buyer/create';
    const res = await asUser(t.http, user).post(path).send({}).expect(201);
    expect(res.body).toMatchObject({
      status: 'success',
      data: { checkout_url: expect.any(String) },
    });
    const checkout = new URL(res.body.data.checkout_url as string);
    return { txRef: res.body.tx_ref as string, checkoutPath: checkout.pathname };
  }

  const verifyPath = (type: 'seller' | 'buyer') =>
    type === 'seller' ? '/api/payment/chapa/verify' : '/api/payment/chapa/buyer/verify';

  async function waitFor(check: () => Promise<boolean>) {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('shows a labelled hosted checkout and sends the payer back to the return page', async () => {
    const seller = await registerSeller(t.http);
    const { txRef, checkoutPath } = await startChapa(seller, 'seller');
    expect(checkoutPath).toBe(`/api/sandbox/chapa/checkout/${txRef}`);
    const page = await request(t.http).get(checkoutPath).expect(200);
    expect(page.text).toContain('Sandbox: no real money moves');
    expect(page.text).toContain('500.00 ETB');
    const paid = await request(t.http).post(`${checkoutPath}/pay`).expect(303);
    expect(paid.headers.location).toBe(`${t.baseUrl}/payment/return?tx_ref=${txRef}`);
  });

  it('credits a top-up once however many verifies and webhooks arrive, concurrently', async () => {
    const seller = await registerSeller(t.http);
    const { txRef, checkoutPath } = await startChapa(seller, 'seller');
    expect((await paymentOf(txRef)).status).toBe('pending');
    await request(t.http).post(`${checkoutPath}/pay`).expect(303);

    const verifies = Array.from({ length: 5 }, () =>
      asUser(t.http, seller).get(verifyPath('seller')).query({ tx_ref: txRef }),
    );
    const results = await Promise.all(verifies);
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        reference: txRef,
        paymentStatus: 'credited',
        balance: 500,
      });
    }
    // The sandbox's own signed webhook arrives as well; it must not credit again.
    await waitFor(async () => (await paymentOf(txRef)).status === 'credited');
    await new Promise((r) => setTimeout(r, 300));
    expect(await balanceOf(seller.id)).toBe(500);
    const ledger = await ledgerOf(seller.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: 500,
      reason: 'top-up',
      idempotencyKey: `payment:${txRef}`,
    });
    const payment = await paymentOf(txRef);
    expect(payment).toMatchObject({
      status: 'credited',
      amount: 500,
      currency: 'ETB',
      creditAmount: 500,
    });
    expect(payment.providerReference).toMatch(/^APSBX/);
    expect(payment.creditedAt).toBeInstanceOf(Date);
  });

  it('credits nothing for a cancelled or unpaid checkout', async () => {
    const seller = await registerSeller(t.http);
    const unpaid = await startChapa(seller, 'seller');
    const early = await asUser(t.http, seller)
      .get(verifyPath('seller'))
      .query({ tx_ref: unpaid.txRef })
      .expect(409);
    expect(early.body.message).toBe('Payment not paid yet');

    const cancelled = await startChapa(seller, 'seller');
    await request(t.http).post(`${cancelled.checkoutPath}/cancel`).expect(303);
    const res = await asUser(t.http, seller)
      .get(verifyPath('seller'))
      .query({ tx_ref: cancelled.txRef })
      .expect(402);
    expect(res.body.message).toBe('The payment failed.');
    expect((await paymentOf(cancelled.txRef)).status).toBe('failed');
    expect(await balanceOf(seller.id)).toBe(0);
    expect(await ledgerOf(seller.id)).toHaveLength(0);
  });

  it('refuses forged and unsigned webhooks without crediting', async () => {
    const seller = await registerSeller(t.http);
    const { txRef } = await startChapa(seller, 'seller');
    const body = { event: 'charge.success', tx_ref: txRef, status: 'success', amount: '500' };
    await request(t.http).post('/api/payment/chapa/callback').send(body).expect(401);
    await request(t.http)
      .post('/api/payment/chapa/callback')
      .set('x-chapa-signature', 'f'.repeat(64))
      .set('chapa-signature', 'not-even-hex')
      .send(body)
      .expect(401);
    expect((await paymentOf(txRef)).status).toBe('pending');
    expect(await balanceOf(seller.id)).toBe(0);
  });

  it("keeps each account's payments to itself", async () => {
    const owner = await registerSeller(t.http);
    const other = await registerSeller(t.http);
    const buyer = await registerBuyer(t.http);
    const { txRef } = await startChapa(owner, 'seller');
    const res = await asUser(t.http, other)
      .get(verifyPath('seller'))
      .query({ tx_ref: txRef })
      .expect(404);
    expect(res.body.message).toBe('Payment not found.');
    await asUser(t.http, buyer).get(verifyPath('buyer')).query({ tx_ref: txRef }).expect(404);
    await asUser(t.http, buyer).post('/api/payment/chapa/create').send({}).expect(403);
    await asUser(t.http, other)
      .post('/api/payment/chapa/create')
      .send({ meta: { seller_id: owner.id } })
      .expect(403);
  });

  it("refuses a price other than the server's and a reused reference", async () => {
    const seller = await registerSeller(t.http);
    const cheap = await asUser(t.http, seller)
      .post('/api/payment/chapa/create')
      .send({ amount: '5', currency: 'ETB' })
      .expect(400);
    expect(cheap.body.message).toBe('The price is 500 ETB.');
    const txRef = `TX-${Date.now()}-reuse`;
    await asUser(t.http, seller)
      .post('/api/payment/chapa/create')
      .send({ tx_ref: txRef })
      .expect(201);
    await asUser(t.http, seller)
      .post('/api/payment/chapa/create')
      .send({ tx_ref: txRef })
      .expect(409);
    const bad = await asUser(t.http, seller)
      .get(verifyPath('seller'))
      .query({ tx_ref: 'x' })
      .expect(400);
    expect(bad.body.message).toMatch(/tx_ref must be/);
  });

  it('gives a buyer six months for a Chapa subscription, and contact access without a trial', async () => {
    const buyer = await registerBuyer(t.http);
    const { txRef, checkoutPath } = await startChapa(buyer, 'buyer');
    await request(t.http).post(`${checkoutPath}/pay`).expect(303);
    const res = await asUser(t.http, buyer)
      .get(verifyPath('buyer'))
      .query({ tx_ref: txRef })
      .expect(200);
    const end = new Date(res.body.data.subscriptionEndDate as string);
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(Math.abs(end.getTime() - sixMonths.getTime())).toBeLessThan(3 * 24 * 3600 * 1000);
    await waitFor(async () => (await paymentOf(txRef)).status === 'credited');
    await new Promise((r) => setTimeout(r, 300));
    const grants = await t.dataSource
      .getRepository(BuyerSubscriptionPayment)
      .findBy({ buyerId: buyer.id });
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ amount: 250, currency: 'ETB' });
    const subscription = await asUser(t.http, buyer)
      .get('/api/buyer/subscription')
      .query({ buyerId: buyer.id })
      .expect(200);
    expect(subscription.body.data).toMatchObject({ status: 'active' });
  });

  describe('cards (Stripe PaymentIntents)', () => {
    async function cardIntent(user: SignedInUser, type: 'seller' | 'buyer') {
      const res = await asUser(t.http, user)
        .post(`/api/${type}/stripe/create-payment-intent`)
        .send(
          type === 'seller'
            ? { sellerId: user.id, amount: 5, currency: 'usd' }
            : { buyerId: user.id, amount: 2, currency: 'usd' },
        )
        .expect(201);
      expect(res.body).toEqual({
        clientSecret: expect.stringContaining('_secret_'),
        paymentIntentId: expect.stringMatching(/^pi_/),
      });
      return res.body as { clientSecret: string; paymentIntentId: string };
    }
    const payByCard = (intent: { clientSecret: string; paymentIntentId: string }, card: string) =>
      request(t.http)
        .post(`/api/sandbox/stripe/v1/payment_intents/${intent.paymentIntentId}/confirm`)
        .send({ client_secret: intent.clientSecret, card_number: card });
    const confirm = (user: SignedInUser, type: 'seller' | 'buyer', paymentIntentId: string) =>
      asUser(t.http, user).post(`/api/${type}/stripe/confirm-payment`).send({ paymentIntentId });

    it('credits a seller 500 ETB once for a 5 USD card payment', async () => {
      const seller = await registerSeller(t.http);
      const intent = await cardIntent(seller, 'seller');
      const before = await confirm(seller, 'seller', intent.paymentIntentId).expect(409);
      expect(before.body.message).toBe('The payment has not been completed yet.');
      await payByCard(intent, '4242 4242 4242 4242').expect(200);
      const results = await Promise.all(
        [1, 2, 3].map(() => confirm(seller, 'seller', intent.paymentIntentId)),
      );
      for (const res of results) {
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          paymentStatus: 'credited',
          amount: 5,
          currency: 'USD',
          balance: 500,
        });
      }
      expect(await balanceOf(seller.id)).toBe(500);
      expect(await ledgerOf(seller.id)).toHaveLength(1);
    });

    it('credits nothing for a declined card and tells why', async () => {
      const seller = await registerSeller(t.http);
      const intent = await cardIntent(seller, 'seller');
      const declined = await payByCard(intent, '4000 0000 0000 0002').expect(402);
      expect(declined.body.message).toBe('Your card was declined.');
      const res = await confirm(seller, 'seller', intent.paymentIntentId).expect(409);
      expect(res.body.message).toBe('Your card was declined.');
      expect(await balanceOf(seller.id)).toBe(0);
    });

    it('gives a buyer a subscription by card, credited by the webhook alone', async () => {
      const buyer = await registerBuyer(t.http);
      const intent = await cardIntent(buyer, 'buyer');
      await payByCard(intent, '4242424242424242').expect(200);
      // No confirm call: the sandbox's signed payment_intent.succeeded event does it.
      await waitFor(async () => (await paymentOf(intent.paymentIntentId)).status === 'credited');
      const res = await confirm(buyer, 'buyer', intent.paymentIntentId).expect(200);
      expect(res.body.data.subscriptionEndDate).toEqual(expect.any(String));
      expect(
        await t.dataSource.getRepository(BuyerSubscriptionPayment).countBy({ buyerId: buyer.id }),
      ).toBe(1);
    });

    it("refuses a forged Stripe webhook and another account's intent", async () => {
      await request(t.http)
        .post('/api/payment/stripe/webhook')
        .set('stripe-signature', 't=1,v1=abc')
        .send({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } })
        .expect(400);
      const owner = await registerSeller(t.http);
      const other = await registerSeller(t.http);
      const intent = await cardIntent(owner, 'seller');
      await confirm(other, 'seller', intent.paymentIntentId).expect(404);
      const wrongPrice = await asUser(t.http, owner)
        .post('/api/seller/stripe/create-payment-intent')
        .send({ amount: 1, currency: 'usd' })
        .expect(400);
      expect(wrongPrice.body.message).toBe('The card price is 5 USD.');
    });
  });

  it('publishes prices and the card mode, and falls back to 125 ETB per USD', async () => {
    const options = await request(t.http).get('/api/payment/options').expect(200);
    expect(options.body).toMatchObject({
      sandbox: true,
      topUp: { purpose: 'Account Top Up', etb: 500, usd: 5 },
      subscription: { purpose: 'Buyer Subscription', etb: 250, usd: 2 },
      subscriptionMonths: 6,
      card: { mode: 'sandbox' },
    });
    const rate = await request(t.http).get('/api/exchange-rate').expect(200);
    expect(rate.body).toMatchObject({
      base: 'USD',
      currency: 'ETB',
      rate: 125,
      source: 'fallback',
    });
  });
});
