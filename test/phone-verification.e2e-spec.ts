import request from 'supertest';
import { IsNull } from 'typeorm';
import { PHONE_VERIFICATION_PER_MINUTE } from '../src/common/security/rate-limits';
import { PhoneCode } from '../src/modules/phone-verification/entities/phone-code.entity';
import { asUser } from './utils/as-user';
import { FakeSmsGateway } from './utils/fake-sms-gateway';
import {
  createStaff,
  registerBuyer,
  registerSeller,
  SignedInUser,
  subscribeBuyer,
} from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

const STATUS = '/api/phone-verification';
const SEND = '/api/phone-verification/send-code';
const CONFIRM = '/api/phone-verification/confirm';
const NUMBER = '/api/phone-verification/number';

let serial = 0;
/** A number no other test uses, so the per-number hourly limit of one test leaves the others alone. */
const freshNumber = () => `+2519${String(10_000_000 + ++serial * 7919 + process.pid).slice(-8)}`;

describe('Phone verification by SMS code (fake gateway)', () => {
  let t: TestApp;
  const gateway = new FakeSmsGateway();

  beforeAll(async () => {
    await gateway.start();
    t = await createTestApp({
      env: {
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_TOKEN: 'gateway-token-1',
        SMS_SENDER: 'GebeyaTest',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.stop();
  });
  afterEach(() => {
    gateway.answer = 200;
  });

  const codes = () => t.dataSource.getRepository(PhoneCode);
  /** Moves an account's codes back in time, as if they had been sent `seconds` earlier. */
  const age = async (user: SignedInUser, seconds: number) => {
    for (const code of await codes().findBy({ accountId: user.id })) {
      await codes().update(
        { id: code.id },
        {
          sentAt: new Date(code.sentAt.getTime() - seconds * 1000),
          expiresAt: new Date(code.expiresAt.getTime() - seconds * 1000),
        },
      );
    }
  };

  it('sends a code through the gateway and verifies the number with it', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    const before = await asUser(t.http, seller).get(STATUS).expect(200);
    expect(before.body.data).toEqual({
      PhoneNumber: phone,
      phoneVerified: false,
      phoneVerifiedAt: null,
      codeExpiresAt: null,
      resendInSeconds: 0,
    });

    const sent = await asUser(t.http, seller).post(SEND).send({}).expect(200);
    expect(sent.body.data).toMatchObject({ phoneVerified: false, resendInSeconds: 60 });
    expect(new Date(sent.body.data.codeExpiresAt).getTime()).toBeGreaterThan(Date.now());
    const sms = gateway.received.at(-1)!;
    expect(sms.headers.authorization).toBe('Bearer gateway-token-1');
    expect(sms.headers['content-type']).toMatch(/application\/json/);
    expect(sms.body).toEqual({
      to: phone,
      from: 'GebeyaTest',
      text: expect.stringMatching(/Your Gebeya code is \d{6}\. It expires in 10 minutes/),
    });
    // Only a keyed hash of the code is stored.
    const code = gateway.lastCodeTo(phone);
    const stored = await codes().findOneByOrFail({ accountId: seller.id, userType: 'seller' });
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await asUser(t.http, seller).post(CONFIRM).send({ code: wrong }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PHONE_CODE_INVALID', params: { attemptsLeft: 4 } });
    await asUser(t.http, seller).post(CONFIRM).send({ code: '12a456' }).expect(400);

    const confirmed = await asUser(t.http, seller).post(CONFIRM).send({ code }).expect(200);
    expect(confirmed.body.data).toMatchObject({ PhoneNumber: phone, phoneVerified: true });
    expect(confirmed.body.data.phoneVerifiedAt).toEqual(expect.any(String));

    // Used once; a verified number needs no other code.
    const again = await asUser(t.http, seller).post(CONFIRM).send({ code }).expect(409);
    expect(again.body.code).toBe('PHONE_ALREADY_VERIFIED');
    const resend = await asUser(t.http, seller).post(SEND).send({}).expect(409);
    expect(resend.body.code).toBe('PHONE_ALREADY_VERIFIED');
  });

  it('verifies a buyer too, with the SMS in Amharic when asked', async () => {
    const phone = freshNumber();
    const buyer = await registerBuyer(t.http, { PhoneNumber: phone });
    await asUser(t.http, buyer).post(SEND).send({ language: 'am' }).expect(200);
    expect(gateway.received.at(-1)!.body.text).toMatch(/^የገበያ ማረጋገጫ ኮድዎ \d{6} ነው።/);
    await asUser(t.http, buyer)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(200);
    const status = await asUser(t.http, buyer).get(STATUS).expect(200);
    expect(status.body.data.phoneVerified).toBe(true);
    await asUser(t.http, buyer).post(SEND).send({ language: 'fr' }).expect(400);
  });

  it('limits how often one account may call the routes, whatever the codes', async () => {
    const seller = await registerSeller(t.http, { PhoneNumber: freshNumber() });
    const answers = [];
    for (let i = 0; i <= PHONE_VERIFICATION_PER_MINUTE; i++) {
      answers.push(await asUser(t.http, seller).post(CONFIRM).send({ code: '000000' }));
    }
    expect(answers.slice(0, -1).map((a) => a.status)).not.toContain(429);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    // Another account is not held up.
    const other = await registerSeller(t.http, { PhoneNumber: freshNumber() });
    await asUser(t.http, other).post(SEND).send({}).expect(200);
  });

  it('refuses staff and visitors', async () => {
    const staff = await createStaff(t, 3);
    await asUser(t.http, staff as SignedInUser)
      .post(SEND)
      .send({})
      .expect(403);
    await request(t.http).post(SEND).send({}).expect(401);
  });

  it('refuses an expired code', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    await age(seller, 11 * 60);
    const res = await asUser(t.http, seller)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(400);
    expect(res.body.code).toBe('PHONE_CODE_EXPIRED');
    const status = await asUser(t.http, seller).get(STATUS).expect(200);
    expect(status.body.data).toMatchObject({ phoneVerified: false, codeExpiresAt: null });
  });

  it('allows five tries at a code, then even the right code needs a new one', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    const code = gateway.lastCodeTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const res = await asUser(t.http, seller).post(CONFIRM).send({ code: wrong }).expect(400);
      expect(res.body).toMatchObject({ code: 'PHONE_CODE_INVALID', params: { attemptsLeft } });
    }
    const fifth = await asUser(t.http, seller).post(CONFIRM).send({ code: wrong }).expect(400);
    expect(fifth.body.code).toBe('PHONE_CODE_ATTEMPTS_EXCEEDED');
    const right = await asUser(t.http, seller).post(CONFIRM).send({ code }).expect(400);
    expect(right.body.code).toBe('PHONE_CODE_ATTEMPTS_EXCEEDED');

    // A new code replaces the spent one; tries at once still get five between them.
    await age(seller, 61);
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    const fresh = gateway.lastCodeTo(phone);
    const other = fresh === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => asUser(t.http, seller).post(CONFIRM).send({ code: other })),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400]);
    await asUser(t.http, seller).post(CONFIRM).send({ code: fresh }).expect(400);
    const stored = await codes().findOne({
      where: { accountId: seller.id, usedAt: IsNull() },
      order: { id: 'DESC' },
    });
    expect(stored?.failedAttempts).toBe(5);

    await age(seller, 61);
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    await asUser(t.http, seller)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(200);
  });

  it('replaces an earlier code with a new one', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    const first = gateway.lastCodeTo(phone);
    await age(seller, 61);
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    const second = gateway.lastCodeTo(phone);
    if (first !== second) {
      const old = await asUser(t.http, seller).post(CONFIRM).send({ code: first }).expect(400);
      expect(old.body.code).toBe('PHONE_CODE_INVALID');
    }
    await asUser(t.http, seller).post(CONFIRM).send({ code: second }).expect(200);
  });

  it('limits how often codes go out: one a minute, five an hour per account', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    const sends = await Promise.all(
      Array.from({ length: 3 }, () => asUser(t.http, seller).post(SEND).send({})),
    );
    expect(sends.map((s) => s.status).sort()).toEqual([200, 429, 429]);
    const tooSoon = sends.find((s) => s.status === 429)!;
    expect(tooSoon.body).toMatchObject({ code: 'PHONE_CODE_RESEND_TOO_SOON' });
    expect(tooSoon.body.params.seconds).toBeGreaterThan(55);
    const status = await asUser(t.http, seller).get(STATUS).expect(200);
    expect(status.body.data.resendInSeconds).toBeGreaterThan(55);

    for (let sent = 1; sent < 5; sent++) {
      await age(seller, 61);
      await asUser(t.http, seller).post(SEND).send({}).expect(200);
    }
    await age(seller, 61);
    const hourly = await asUser(t.http, seller).post(SEND).send({}).expect(429);
    expect(hourly.body).toMatchObject({ code: 'PHONE_CODE_HOURLY_LIMIT' });
    expect(hourly.body.params.minutes).toBeGreaterThan(50);
    expect(gateway.received.filter((r) => r.body.to === phone)).toHaveLength(5);
    // The window moves on: an hour after the first codes, another may go.
    await age(seller, 3600);
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
  });

  it('limits the codes to one number whatever the accounts asking', async () => {
    const phone = freshNumber();
    for (let i = 0; i < 5; i++) {
      const buyer = await registerBuyer(t.http, { PhoneNumber: phone });
      await asUser(t.http, buyer).post(SEND).send({}).expect(200);
    }
    const sixth = await registerSeller(t.http, { PhoneNumber: phone });
    const res = await asUser(t.http, sixth).post(SEND).send({}).expect(429);
    expect(res.body.code).toBe('PHONE_CODE_HOURLY_LIMIT');
  });

  it('says so when the gateway refuses the SMS, and does not count it', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    gateway.answer = 500;
    const res = await asUser(t.http, seller).post(SEND).send({}).expect(503);
    expect(res.body.code).toBe('PHONE_CODE_NOT_SENT');
    expect(await codes().countBy({ accountId: seller.id, userType: 'seller' })).toBe(0);
    gateway.answer = 200;
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
  });

  it('drops the verification when the number changes, and keeps it for the same number', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    await asUser(t.http, seller)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(200);

    const same = await asUser(t.http, seller)
      .put(NUMBER)
      .send({ PhoneNumber: phone.replace(/^(\+251)(\d\d)/, '$1 $2 ') })
      .expect(200);
    expect(same.body.data).toMatchObject({ PhoneNumber: phone, phoneVerified: true });

    const next = freshNumber();
    const changed = await asUser(t.http, seller)
      .put(NUMBER)
      .send({ PhoneNumber: next })
      .expect(200);
    expect(changed.body.data).toMatchObject({
      PhoneNumber: next,
      phoneVerified: false,
      phoneVerifiedAt: null,
    });
    const me = await asUser(t.http, seller).get('/api/user/me').expect(200);
    expect(me.body.data.userDetails.PhoneNumber).toBe(next);
    const bad = await asUser(t.http, seller).put(NUMBER).send({ PhoneNumber: '12' }).expect(400);
    expect(bad.body.code).toBe('INVALID_PHONE');
  });

  it('does not let a code sent to the old number verify a new one', async () => {
    const phone = freshNumber();
    const buyer = await registerBuyer(t.http, { PhoneNumber: phone });
    await asUser(t.http, buyer).post(SEND).send({}).expect(200);
    await asUser(t.http, buyer).put(NUMBER).send({ PhoneNumber: freshNumber() }).expect(200);
    const res = await asUser(t.http, buyer)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(409);
    expect(res.body.code).toBe('PHONE_NUMBER_CHANGED');
  });

  it("shows a verified buyer's number as verified in the seller's requests", async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: freshNumber() });
    const buyer = await registerBuyer(t.http, { PhoneNumber: phone });
    await subscribeBuyer(t, buyer);
    await asUser(t.http, buyer).post(SEND).send({}).expect(200);
    await asUser(t.http, buyer)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(200);
    await asUser(t.http, buyer)
      .post('/api/buyer/request')
      .send({ sellerId: seller.id })
      .expect(200);
    const requests = await asUser(t.http, seller).get('/api/buyer/request').expect(200);
    expect(requests.body.data).toEqual([
      expect.objectContaining({ buyerId: buyer.id, PhoneNumber: phone, phoneVerified: true }),
    ]);
  });

  it("shows the verified number on the seller's contact card", async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    const buyer = await registerBuyer(t.http);
    await subscribeBuyer(t, buyer);
    const card = () =>
      asUser(t.http, buyer).get('/api/seller/getAdress').query({ sellerId: seller.id }).expect(200);
    expect((await card()).body.data[0]).toMatchObject({
      sellerHash: seller.userDetails.sellerHash,
      PhoneNumber: phone,
      phoneVerified: false,
    });
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    await asUser(t.http, seller)
      .post(CONFIRM)
      .send({ code: gateway.lastCodeTo(phone) })
      .expect(200);
    expect((await card()).body.data[0]).toMatchObject({ phoneVerified: true });
  });
});

describe('Phone verification without a gateway (dev outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    for (const name of ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN', 'SMS_SENDER'])
      delete process.env[name];
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the SMS where a developer on this machine can read it', async () => {
    const phone = freshNumber();
    const seller = await registerSeller(t.http, { PhoneNumber: phone });
    await asUser(t.http, seller).post(SEND).send({}).expect(200);
    const outbox = await request(t.http)
      .get('/api/dev/sms-outbox')
      .query({ to: phone })
      .expect(200);
    expect(outbox.body.data).toEqual([
      expect.objectContaining({ to: phone, text: expect.stringMatching(/code is \d{6}/) }),
    ]);
    const code = /(\d{6})/.exec(outbox.body.data[0].text as string)![1];
    await asUser(t.http, seller).post(CONFIRM).send({ code }).expect(200);
    // Forwarded for another address: not this machine.
    await request(t.http)
      .get('/api/dev/sms-outbox')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(404);
  });
});
