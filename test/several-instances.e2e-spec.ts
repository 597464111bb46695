import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { CHAT_LIMIT_PER_MINUTE } from '../src/modules/chat/chat-throttler.guard';
import { StoredExchangeRate } from '../src/modules/payment/entities/exchange-rate.entity';
import { Payment } from '../src/modules/payment/entities/payment.entity';
import { PaymentReconciler, SETTLE_JOB } from '../src/modules/payment/payment-reconciler';
import { SandboxStore } from '../src/modules/payment/sandbox/sandbox-store';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { JobLease } from '../src/modules/coordination/entities/job-lease.entity';
import { RateLimitCounter } from '../src/modules/coordination/entities/rate-limit-counter.entity';
import { JobLeases } from '../src/modules/coordination/job-leases.service';
import { SharedThrottlerStorage } from '../src/modules/coordination/shared-throttler-storage';
import { asUser } from './utils/as-user';
import { registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Two instances of the marketplace on one database, as behind a load balancer: what one instance
 * knows, the other must know too, and work either may do is done once.
 */
describe('Several instances on one database', () => {
  let a: TestApp;
  let b: TestApp;

  /** A rate service whose every answer is 10 ETB higher than the last, a little slowly. */
  let rateRequests = 0;
  const rateService = createServer((_req, res) => {
    rateRequests += 1;
    const rates = { ETB: 140 + 10 * rateRequests };
    setTimeout(
      () => res.setHeader('content-type', 'application/json').end(JSON.stringify({ rates })),
      200,
    );
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => rateService.listen(0, '127.0.0.1', resolve));
    const { port } = rateService.address() as AddressInfo;
    // The same settings on both, as an operator deploys them.
    const env = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      AUTH_RATE_LIMIT: '3',
      EXCHANGE_RATE_URL: `http://127.0.0.1:${port}/v6/latest/USD`,
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rateService.close();
  });

  const leaseOf = (name: string) => a.dataSource.getRepository(JobLease).findOneByOrFail({ name });

  describe('Rate limits', () => {
    const tryLogin = (app: TestApp, email: string) =>
      request(app.http).post('/api/user/login').send({ email, password: 'wrong password' });

    it('counts sign-in attempts on both instances together: the one over the limit is 429 on either', async () => {
      const email = 'guessed@example.et';
      const statuses: number[] = [];
      for (const app of [a, b, a]) statuses.push((await tryLogin(app, email)).status);
      expect(statuses).toEqual([401, 401, 401]);
      const overOnB = await tryLogin(b, email).expect(429);
      expect(overOnB.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      expect(Number(overOnB.headers['retry-after-sign-in-account'])).toBeGreaterThan(0);
      await tryLogin(a, email).expect(429);
    });

    it('lets exactly the limit through when attempts arrive on both at the same moment', async () => {
      const email = 'rushed@example.et';
      const attempts = [a, b, a, b, a, b, a, b].map((app) => tryLogin(app, email));
      const statuses = (await Promise.all(attempts)).map((res) => res.status).sort();
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('blocks a key from the hit that passed the limit for the block duration, then starts afresh', async () => {
      const [onA, onB] = [a, b].map((app) => app.app.get(SharedThrottlerStorage));
      const hit = (storage: SharedThrottlerStorage) =>
        storage.increment('direct', 1000, 2, 2500, 'spec');
      expect(await hit(onA)).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 1 });
      expect(await hit(onB)).toMatchObject({ totalHits: 2, isBlocked: false });
      expect(await hit(onA)).toMatchObject({ totalHits: 3, isBlocked: true, timeToBlockExpire: 3 });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // The one-second window is over, the block is not.
      expect(await hit(onB)).toMatchObject({ isBlocked: true });
      await new Promise((resolve) => setTimeout(resolve, 1400));
      expect(await hit(onA)).toMatchObject({ totalHits: 1, isBlocked: false });
    });

    it('sweeps the counters of windows that are over and keeps live ones', async () => {
      const counters = () => a.dataSource.getRepository(RateLimitCounter).count();
      const live = await counters();
      expect(live).toBeGreaterThan(0);
      const storages = [a, b].map((app) => app.app.get(SharedThrottlerStorage));
      expect(await Promise.all(storages.map((storage) => storage.sweep()))).toEqual([0, 0]);
      expect(await counters()).toBe(live);
      const inTwoHours = Date.now() + 2 * 60 * 60 * 1000;
      const removed = await Promise.all(storages.map((storage) => storage.sweep(inTwoHours)));
      expect(removed[0] + removed[1]).toBe(live);
      expect(await counters()).toBe(0);
    });

    it("holds the chat's limit per user across instances", async () => {
      const chatty = await registerBuyer(a.http);
      for (let i = 0; i < CHAT_LIMIT_PER_MINUTE; i += 1) {
        await asUser(i % 2 ? b.http : a.http, chatty)
          .post('/api/employee/chat')
          .send({ message: 'prices' })
          .expect(200);
      }
      for (const app of [a, b]) {
        await asUser(app.http, chatty)
          .post('/api/employee/chat')
          .send({ message: 'prices' })
          .expect(429);
      }
    });
  });

  describe('Payment sandbox', () => {
    const balanceOf = async (sellerId: number) =>
      (await a.dataSource.getRepository(SellerAccount).findOneBy({ sellerId }))?.balance ?? 0;
    const creditsOf = (sellerId: number) =>
      a.dataSource.getRepository(SellerLedgerEntry).countBy({ sellerId, reason: 'top-up' });
    const paymentOf = (reference: string) =>
      a.dataSource.getRepository(Payment).findOneByOrFail({ reference });

    async function waitFor(check: () => Promise<boolean>) {
      const deadline = Date.now() + 5000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    /** A Chapa top-up started on one instance: its reference and its hosted checkout's path. */
    async function startTopUp(on: TestApp, seller: SignedInUser) {
      const res = await asUser(on.http, seller)
        .post('/api/payment/chapa/create')
        .send({})
        .expect(201);
      const checkout = new URL(res.body.data.checkout_url as string);
      return { txRef: res.body.tx_ref as string, checkoutPath: checkout.pathname };
    }

    it.each([
      { started: 'A', paid: 'B' },
      { started: 'B', paid: 'A' },
    ] as const)(
      'pays on $paid a Chapa checkout started on $started, credited by the webhook $paid signed',
      async ({ started, paid }) => {
        const instances = { A: a, B: b };
        const [from, to] = [instances[started], instances[paid]];
        const seller = await registerSeller(from.http);
        const { txRef, checkoutPath } = await startTopUp(from, seller);
        const page = await request(to.http).get(checkoutPath).expect(200);
        expect(page.text).toContain('500.00 ETB');
        // The payer's click reaches the other instance; its webhook goes back to the first.
        await request(to.http).post(`${checkoutPath}/pay`).expect(303);
        await waitFor(async () => (await paymentOf(txRef)).status === 'credited');
        const verified = await asUser(to.http, seller)
          .get('/api/payment/chapa/verify')
          .query({ tx_ref: txRef })
          .expect(200);
        expect(verified.body.data).toMatchObject({ paymentStatus: 'credited', balance: 500 });
        expect(await balanceOf(seller.id)).toBe(500);
        expect(await creditsOf(seller.id)).toBe(1);
      },
    );

    it('takes a card payment created on A and confirmed on B, once when both confirm at once', async () => {
      const seller = await registerSeller(a.http);
      const intent = await asUser(a.http, seller)
        .post('/api/seller/stripe/create-payment-intent')
        .send({ sellerId: seller.id, amount: 5, currency: 'usd' })
        .expect(201);
      const { clientSecret, paymentIntentId } = intent.body as Record<string, string>;
      const pay = (on: TestApp) =>
        request(on.http)
          .post(`/api/sandbox/stripe/v1/payment_intents/${paymentIntentId}/confirm`)
          .send({ client_secret: clientSecret, card_number: '4242 4242 4242 4242' });
      const [onA, onB] = await Promise.all([pay(a), pay(b)]);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      expect(onA.body.latest_charge).toBe(onB.body.latest_charge);
      const confirmed = await asUser(a.http, seller)
        .post('/api/seller/stripe/confirm-payment')
        .send({ paymentIntentId })
        .expect(200);
      expect(confirmed.body.data).toMatchObject({ paymentStatus: 'credited', balance: 500 });
      expect(await creditsOf(seller.id)).toBe(1);
    });

    /** A top-up paid at the provider whose webhook went nowhere: only the reconciler credits it. */
    async function paidButNotCredited() {
      const seller = await registerSeller(a.http);
      const { txRef } = await startTopUp(a, seller);
      const sandbox = a.app.get(SandboxStore);
      const transaction = await sandbox.find<{ status: string }>('chapa', txRef);
      await sandbox.replace('chapa', txRef, 'pending', {
        ...transaction!,
        status: 'success',
        callback_url: undefined,
      });
      await a.dataSource
        .getRepository(Payment)
        .update({ reference: txRef }, { createdAt: new Date(Date.now() - 5 * 60 * 1000) });
      return seller;
    }

    it('counts a credit for the one reconciler round that made it, whichever instance', async () => {
      const seller = await paidButNotCredited();
      const rounds = await Promise.all(
        [a, b].map((app) => app.app.get(PaymentReconciler).settleOpenPayments()),
      );
      expect(rounds.map((round) => round.checked)).toEqual([1, 1]);
      expect(rounds[0].credited + rounds[1].credited).toBe(1);
      expect(await creditsOf(seller.id)).toBe(1);
    });

    it('runs the scheduled reconciler round on one instance, which logs what it checked and credited', async () => {
      const seller = await paidButNotCredited();
      // The apps' own five-minute schedule may have taken the round's lease within the last
      // minute (it holds it for one): the rounds asked for here start from a free lease.
      await a.dataSource.getRepository(JobLease).delete({ name: SETTLE_JOB });
      const logged = jest.spyOn(Logger.prototype, 'log');
      try {
        await Promise.all([a, b].map((app) => app.app.get(PaymentReconciler).settleOnSchedule()));
        const rounds = logged.mock.calls.filter(([message]) =>
          String(message).startsWith('Checked '),
        );
        expect(rounds).toEqual([['Checked 1 open payment(s) with their provider, credited 1']]);
      } finally {
        logged.mockRestore();
      }
      expect(await creditsOf(seller.id)).toBe(1);
    });
  });

  describe('Exchange rate', () => {
    const rateOn = async (app: TestApp) =>
      (await request(app.http).get('/api/exchange-rate').expect(200)).body as {
        rate: number;
        source: string;
      };

    it('shows on B the rate A read, without asking the rate service again', async () => {
      expect(await rateOn(a)).toMatchObject({ rate: 150, source: 'live' });
      expect(await rateOn(b)).toMatchObject({ rate: 150, source: 'live' });
      expect(rateRequests).toBe(1);
    });

    it('keeps one rate for all when both refresh a lapsed rate at once', async () => {
      await a.dataSource
        .getRepository(StoredExchangeRate)
        .update({ base: 'USD', currency: 'ETB' }, { validUntil: new Date(Date.now() - 1000) });
      const shown = await Promise.all([a, b, a, b].map(rateOn));
      // Each instance asked the service (answers 160 and 170); the first to store its answer won.
      expect(rateRequests).toBe(3);
      const rates = new Set([...shown, await rateOn(a), await rateOn(b)].map((r) => r.rate));
      expect(rates.size).toBe(1);
      expect([160, 170]).toContain([...rates][0]);
      expect(rateRequests).toBe(3);
    });
  });

  describe('Job leases', () => {
    /** Six claims at once, three from each instance. */
    const race = (name: string, now?: Date) =>
      Promise.all(
        [a, b, a, b, a, b].map((app) => app.app.get(JobLeases).claim(name, 60_000, now)),
      ).then((claims) => claims.filter((lease) => lease !== null));

    it('lets exactly one of simultaneous claims win, on a new name and on a lapsed lease', async () => {
      expect(await race('contested')).toHaveLength(1);
      const afterItLapsed = new Date(Date.now() + 120_000);
      const winners = await race('contested', afterItLapsed);
      expect(winners).toHaveLength(1);
      expect((await leaseOf('contested')).holder).toBe(winners[0].holder);
    });

    it('hands a lapsed lease to another instance, and the old holder can no longer renew it', async () => {
      const first = await a.app.get(JobLeases).claim('handover', 60_000);
      expect(first).not.toBeNull();
      expect(await b.app.get(JobLeases).claim('handover', 60_000)).toBeNull();
      const inTwoMinutes = new Date(Date.now() + 120_000);
      const second = await b.app.get(JobLeases).claim('handover', 60_000, inTwoMinutes);
      expect(second).not.toBeNull();
      expect(await a.app.get(JobLeases).renew(first!, 60_000)).toBe(false);
      expect(await b.app.get(JobLeases).renew(second!, 60_000)).toBe(true);
    });

    it('runs scheduled work on one instance only, and keeps it from running again at once', async () => {
      let runs = 0;
      const work = async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return runs;
      };
      const options = { holdAtLeastMs: 60_000 };
      const [onA, onB] = await Promise.all([
        a.app.get(JobLeases).runExclusive('nightly', options, work),
        b.app.get(JobLeases).runExclusive('nightly', options, work),
      ]);
      expect(runs).toBe(1);
      expect([onA.ran, onB.ran].sort()).toEqual([false, true]);
      // A timer firing a moment later on either instance finds the run done.
      expect((await b.app.get(JobLeases).runExclusive('nightly', options, work)).ran).toBe(false);
      expect(runs).toBe(1);
    });

    it('gives the lease back when the work ends, so the next run may go anywhere', async () => {
      const run = await a.app.get(JobLeases).runExclusive('short', {}, () => Promise.resolve(1));
      expect(run).toEqual({ ran: true, result: 1 });
      expect((await leaseOf('short')).expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(
        (await b.app.get(JobLeases).runExclusive('short', {}, () => Promise.resolve(2))).ran,
      ).toBe(true);
    });

    it('renews the lease while long work runs, and tells the work when it was taken over', async () => {
      const leaseMs = 900;
      let signalSeen: AbortSignal | undefined;
      const run = a.app.get(JobLeases).runExclusive('long', { leaseMs }, async (signal) => {
        signalSeen = signal;
        await new Promise((resolve) => setTimeout(resolve, leaseMs * 2));
        // Renewed all along: nobody could take it.
        expect(await b.app.get(JobLeases).claim('long', leaseMs)).toBeNull();
        expect(signal.aborted).toBe(false);
        // An instance whose clock says the lease lapsed takes it over; the next renewal notices.
        const later = new Date(Date.now() + 10 * leaseMs);
        expect(await b.app.get(JobLeases).claim('long', 60_000, later)).not.toBeNull();
        await new Promise((resolve) => setTimeout(resolve, leaseMs / 3 + 300));
        return signal.aborted;
      });
      expect(await run).toEqual({ ran: true, result: true });
      expect(signalSeen?.aborted).toBe(true);
    });
  });
});
