import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { TOO_DEEP } from '../src/common/http/json-depth';
import { LISTING_ERRORS } from '../src/modules/listings/listing-errors';
import { Listing } from '../src/modules/listings/entities/listing.entity';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

const TOO_LOW = 'Your account balance is below 500 ETB. Please subscribe to continue.';

/** Inputs and ids an attacker would send: a clear 4xx each, and nothing stored. */
describe('Hardening: bad input, unknown accounts, expensive posts', () => {
  let t: TestApp;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await createStaff(t, 2)) as SignedInUser;
  });
  afterAll(() => t.close());

  describe('deeply nested JSON', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

    it.each([2000, 1000, 33])(
      'answers %i levels with a 400 that says why, without a token',
      async (levels) => {
        const res = await request(t.http)
          .post('/api/user/login')
          .set('content-type', 'application/json')
          .send(`{"email":${nested(levels)},"password":"x"}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'error', statusCode: 400, message: TOO_DEEP });
      },
    );

    it('still reads ordinary bodies, and nested ones within the limit reach validation', async () => {
      const buyer = await registerBuyer(t.http);
      await request(t.http)
        .post('/api/user/login')
        .send({ email: buyer.email, password: buyer.password })
        .expect(200);
      const res = await request(t.http)
        .post('/api/user/login')
        .set('content-type', 'application/json')
        .send(`{"email":${nested(30)},"password":"x"}`);
      expect(res.status).toBe(400);
      expect(res.body.message).not.toBe(TOO_DEEP);
    });
  });

  describe('money and trials only for accounts that exist', () => {
    const nextId = async (table: 'sellers' | 'buyers') => {
      const column = table === 'sellers' ? 'sellerId' : 'buyerId';
      const rows = await t.dataSource.query<{ id: number | string | null }[]>(
        `SELECT MAX(${column}) AS id FROM ${table}`,
      );
      return Number(rows[0].id ?? 0) + 1;
    };

    it('refuses a top-up or a subscription for a seller id nobody has yet, and the next seller starts at zero', async () => {
      const unknown = await nextId('sellers');
      const topUp = await asUser(t.http, manager)
        .post('/api/seller/topup')
        .send({ sellerId: unknown, topUpAmount: 5000 });
      expect(topUp.status).toBe(404);
      expect(topUp.body.message).toBe('This seller does not exist.');
      const added = await asUser(t.http, manager)
        .post('/api/seller/subscription/add')
        .send({ sellerId: unknown, sellerSubscriptionAmount: 5000 });
      expect(added.status).toBe(404);

      const seller = await registerSeller(t.http);
      expect(seller.id).toBe(unknown);
      const account = await t.dataSource
        .getRepository(SellerAccount)
        .findOneBy({ sellerId: unknown });
      expect(account?.balance).toBe(0);
      expect(
        await t.dataSource.getRepository(SellerLedgerEntry).countBy({ sellerId: unknown }),
      ).toBe(0);
    });

    it('refuses a subscription grant for a buyer id nobody has yet, and the next buyer has none', async () => {
      const unknown = await nextId('buyers');
      const res = await asUser(t.http, manager)
        .post('/api/buyer/subscription')
        .send({ buyerId: unknown });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This buyer does not exist.');

      const buyer = await registerBuyer(t.http);
      expect(buyer.id).toBe(unknown);
      const state = await asUser(t.http, buyer).get('/api/buyer/subscription').expect(200);
      expect(state.body.data.status).toBe('none');
    });

    it('spends no free trial on a seller who does not exist, and never shows their contact later', async () => {
      const buyer = await registerBuyer(t.http);
      const unknown = await nextId('sellers');
      const res = await asUser(t.http, buyer)
        .post('/api/buyer/free-trial')
        .send({ sellerId: unknown });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This seller does not exist.');
      const trials = await asUser(t.http, buyer).get('/api/buyer/free-trial').expect(200);
      expect(trials.body.freeTrialsUsed).toBe(0);

      const seller = await registerSeller(t.http);
      expect(seller.id).toBe(unknown);
      await asUser(t.http, buyer)
        .get('/api/seller/getAdress')
        .query({ sellerId: seller.id })
        .expect(403);
    });

    it('still grants and credits real accounts', async () => {
      const seller = await registerSeller(t.http);
      await asUser(t.http, manager)
        .post('/api/seller/topup')
        .send({ sellerId: seller.id, topUpAmount: 1000 })
        .expect(201);
      const account = await t.dataSource
        .getRepository(SellerAccount)
        .findOneBy({ sellerId: seller.id });
      expect(account?.balance).toBe(1000);
    });
  });

  describe('cheap checks before a post is decoded', () => {
    it('answers 402 to a seller who cannot pay before looking at the images', async () => {
      const seller = await registerSeller(t.http);
      expect((await postListing(t.http, seller.token, 'carRent', formFor('carRent'))).status).toBe(
        201,
      );
      // Not images at all: decoding them first would answer 400.
      const garbage = Buffer.from('not an image at all');
      const res = await postListing(t.http, seller.token, 'carSell', formFor('carSell'), {
        frontImage: garbage,
        backImage: garbage,
        rightImage: garbage,
        leftImage: garbage,
      });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(TOO_LOW);
      expect(await t.dataSource.getRepository(Listing).countBy({ sellerId: seller.id })).toBe(1);
    });

    it('lets one seller have at most two posts in progress at once', async () => {
      const seller = await registerSeller(t.http);
      const url = new URL(t.baseUrl);
      // Two posts whose uploads have started and not finished.
      const open = [0, 1].map(() => {
        const req = httpRequest({
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/seller/carRent',
          headers: {
            'x-access-token': seller.token,
            'content-type': 'multipart/form-data; boundary=slowupload',
            'content-length': '1000000',
          },
        });
        req.on('error', () => undefined);
        req.write(
          '--slowupload\r\nContent-Disposition: form-data; name="country"\r\n\r\nEthiopia\r\n',
        );
        return req;
      });
      // Both are admitted as soon as their headers arrive, and stay in progress.
      await new Promise((r) => setTimeout(r, 500));
      const third = await postListing(t.http, seller.token, 'carRent', formFor('carRent'));
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject(LISTING_ERRORS.POSTING_TOO_FAST());

      for (const req of open) req.destroy();
      await new Promise((r) => setTimeout(r, 300));
      expect((await postListing(t.http, seller.token, 'carRent', formFor('carRent'))).status).toBe(
        201,
      );
    });
  });

  describe('the dev mailbox', () => {
    it('refuses a request relayed for another address by a proxy on this machine', async () => {
      await request(t.http)
        .get('/api/dev/mailbox')
        .set('x-forwarded-for', '203.0.113.7')
        .expect(404);
      await request(t.http).get('/api/dev/mailbox').expect(200);
    });
  });
});

describe('Hardening: the dev mailbox of a site that is not on this machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://gebeya.example.et' } });
  });
  afterAll(() => t.close());

  it('does not exist, even for requests from this machine', async () => {
    const res = await request(t.http).get('/api/dev/mailbox').expect(404);
    expect(res.body.message).toBe('The development mailbox is not available.');
  });
});
