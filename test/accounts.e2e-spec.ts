import { Controller, Get } from '@nestjs/common';
import request from 'supertest';
import { PasswordReset } from '../src/modules/auth/entities/password-reset.entity';
import { BuyersOnly, SellersOnly, SignedIn, StaffOnly } from '../src/common/auth/access.decorator';
import {
  buyerPayload,
  createStaff,
  login,
  registerBuyer,
  registerSeller,
  sellerPayload,
  SignedInUser,
} from './utils/factories';
import { TestSmtpServer } from './utils/smtp';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

/** Routes that exist only in this spec, one per kind of declaration, to probe the guard. */
@Controller('probe-access')
class AccessProbeController {
  @Get('signed-in') @SignedIn() signedIn() {
    return { ok: true };
  }
  @Get('seller') @SellersOnly() seller() {
    return { ok: true };
  }
  @Get('buyer') @BuyersOnly() buyer() {
    return { ok: true };
  }
  @Get('manager') @StaffOnly(3, 2) manager() {
    return { ok: true };
  }
  @Get('admin') @StaffOnly(3) admin() {
    return { ok: true };
  }
  @Get('undeclared') undeclared() {
    return { ok: true };
  }
}

describe('Accounts', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    const smtpPort = await smtp.start();
    t = await createTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), AUTH_RATE_LIMIT: '1000' },
      extra: { controllers: [AccessProbeController] },
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
    delete process.env.SMTP_HOST;
  });

  describe('registration', () => {
    it('creates a seller and never returns the password or its hash', async () => {
      const payload = sellerPayload({
        email: '  New.Seller@Example.ET ',
        PhoneNumber: '+251 91 123 4567',
      });
      const res = await request(t.http).post('/api/seller/register').send(payload).expect(201);
      expect(res.body).toMatchObject({
        status: 'success',
        data: {
          email: 'new.seller@example.et',
          sellerFirstName: 'Abebe',
          PhoneNumber: '+251911234567',
          sellerCountry: 'Ethiopia',
        },
      });
      expect(res.body.data.sellerHash).toMatch(/^[A-Z0-9]{26}$/);
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    });

    it('keeps a client-generated hash', async () => {
      const hash = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const res = await request(t.http)
        .post('/api/buyer/register')
        .send(buyerPayload({ buyerHash: hash }))
        .expect(201);
      expect(res.body.data.buyerHash).toBe(hash);
    });

    it.each([
      [
        'a missing field before a bad e-mail',
        { sellerCity: undefined, email: 'bad' },
        'All fields are required.',
      ],
      ['a blank field', { sellerFirstName: '   ' }, 'All fields are required.'],
      [
        'a bad e-mail before a short password',
        { email: 'nope', password: 'short' },
        'Invalid email format.',
      ],
      ['a short password', { password: 'short' }, 'Password must be at least 10 characters long.'],
      [
        'a phone number without country code',
        { PhoneNumber: '0911234567' },
        expect.stringMatching(/^Invalid phone number/),
      ],
      [
        'a malformed hash',
        { sellerHash: 'abc' },
        'sellerHash must be 26 uppercase letters or digits.',
      ],
      ['an unknown field', { isAdmin: true }, 'Unknown field: isAdmin.'],
    ])('refuses %s with the spec message', async (_, overrides, message) => {
      const res = await request(t.http)
        .post('/api/seller/register')
        .send(sellerPayload(overrides))
        .expect(400);
      expect(res.body).toMatchObject({ status: 'error', statusCode: 400, message });
    });

    it('refuses a buyer with missing fields in the same words', async () => {
      const res = await request(t.http).post('/api/buyer/register').send({}).expect(400);
      expect(res.body.message).toBe('All fields are required.');
    });

    it('refuses an e-mail already used by a seller, whatever its case, with 409', async () => {
      const payload = sellerPayload();
      await request(t.http).post('/api/seller/register').send(payload).expect(201);
      const res = await request(t.http)
        .post('/api/seller/register')
        .send({ ...payload, email: payload.email.toUpperCase() })
        .expect(409);
      expect(res.body.message).toBe('A seller account with this email already exists.');
    });

    it('lets the same e-mail hold a buyer account too (unique per user type)', async () => {
      const payload = sellerPayload();
      await request(t.http).post('/api/seller/register').send(payload).expect(201);
      await request(t.http)
        .post('/api/buyer/register')
        .send(buyerPayload({ email: payload.email }))
        .expect(201);
      const asBuyer = await request(t.http)
        .post('/api/user/login')
        .send({ email: payload.email, password: 'buyer password 1' })
        .expect(200);
      expect(asBuyer.body.data.userType).toBe('buyer');
    });
  });

  describe('login', () => {
    it('signs in a seller with the spec userDetails and a token that carries the user type', async () => {
      const payload = sellerPayload();
      await request(t.http).post('/api/seller/register').send(payload).expect(201);
      const res = await request(t.http)
        .post('/api/user/login')
        .send({ email: payload.email.toUpperCase(), password: payload.password })
        .expect(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: expect.any(String),
        data: {
          userType: 'seller',
          userDetails: {
            sellerId: expect.any(Number),
            sellerEmail: payload.email,
            sellerFirstName: 'Abebe',
            sellerLastName: 'Kebede',
          },
        },
      });
      const [, payloadPart] = String(res.body.data.token).split('.');
      const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString());
      expect(claims).toMatchObject({ sub: res.body.data.userDetails.sellerId, userType: 'seller' });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash/);
    });

    it('signs in a buyer and an employee with their details', async () => {
      const buyer = await registerBuyer(t.http);
      expect(buyer.userDetails).toMatchObject({ buyerEmail: buyer.email, buyerFirstName: 'Hanna' });
      const manager = (await createStaff(t, 2)) as SignedInUser;
      expect(manager.userDetails).toMatchObject({ employeeRole: 2, employeeFirstName: 'Manager' });
    });

    it('gives one message for a wrong password and for an unknown e-mail', async () => {
      const seller = await registerSeller(t.http);
      const wrongPassword = await request(t.http)
        .post('/api/user/login')
        .send({ email: seller.email, password: 'wrong password' })
        .expect(401);
      const unknown = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'nobody@example.et', password: 'wrong password' })
        .expect(401);
      expect(wrongPassword.body.message).toBe('Invalid email or password.');
      expect(unknown.body.message).toBe(wrongPassword.body.message);
    });

    it.each([
      [{ email: '', password: 'long enough pw' }, 'All fields are required.'],
      [{ email: 'x@', password: 'long enough pw' }, 'Invalid email format.'],
      [{ email: 'a@b.et', password: 'short' }, 'Password must be at least 10 characters long.'],
    ])('validates %o', async (body, message) => {
      const res = await request(t.http).post('/api/user/login').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an inactive employee', async () => {
      const inactive = await createStaff(t, 1, { active: 0 });
      const res = await request(t.http).post('/api/user/login').send(inactive).expect(403);
      expect(res.body.message).toMatch(/inactive/);
    });
  });

  describe('tokens and guards', () => {
    let seller: SignedInUser;
    let buyer: SignedInUser;
    let staff: Record<1 | 2 | 3, SignedInUser>;

    beforeAll(async () => {
      seller = await registerSeller(t.http);
      buyer = await registerBuyer(t.http);
      staff = {
        1: (await createStaff(t, 1)) as SignedInUser,
        2: (await createStaff(t, 2)) as SignedInUser,
        3: (await createStaff(t, 3)) as SignedInUser,
      };
    });

    it('reads the token from x-access-token and from Authorization: Bearer', async () => {
      const viaHeader = await asUser(t.http, seller).get('/api/user/me').expect(200);
      expect(viaHeader.body.data).toMatchObject({
        userType: 'seller',
        userDetails: { sellerId: seller.id },
      });
      await request(t.http)
        .get('/api/user/me')
        .set('Authorization', `Bearer ${buyer.token}`)
        .expect(200);
    });

    it('answers 401 without a token and for a forged one', async () => {
      const none = await request(t.http).get('/api/user/me').expect(401);
      expect(none.body.message).toBe('Please log in to continue.');
      const [header, payload] = seller.token.split('.');
      const forged = `${header}.${payload}.c2lnbmF0dXJl`;
      const res = await request(t.http)
        .get('/api/user/me')
        .set('x-access-token', forged)
        .expect(401);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    });

    const matrix: [string, Record<string, number>][] = [
      ['signed-in', { guest: 401, seller: 200, buyer: 200, staff1: 200, staff2: 200, staff3: 200 }],
      ['seller', { guest: 401, seller: 200, buyer: 403, staff1: 403, staff2: 403, staff3: 403 }],
      ['buyer', { guest: 401, seller: 403, buyer: 200, staff1: 403, staff2: 403, staff3: 403 }],
      ['manager', { guest: 401, seller: 403, buyer: 403, staff1: 403, staff2: 200, staff3: 200 }],
      ['admin', { guest: 401, seller: 403, buyer: 403, staff1: 403, staff2: 403, staff3: 200 }],
    ];
    it.each(matrix)(
      'enforces the %s declaration for every kind of caller',
      async (route, expected) => {
        const tokens: Record<string, string | undefined> = {
          guest: undefined,
          seller: seller.token,
          buyer: buyer.token,
          staff1: staff[1].token,
          staff2: staff[2].token,
          staff3: staff[3].token,
        };
        const actual: Record<string, number> = {};
        for (const [caller, token] of Object.entries(tokens)) {
          const req = request(t.http).get(`/api/probe-access/${route}`);
          actual[caller] = (await (token ? req.set('x-access-token', token) : req)).status;
        }
        expect(actual).toEqual(expected);
      },
    );

    it('refuses a route that declares no access rule, even to an admin', async () => {
      await asUser(t.http, staff[3]).get('/api/probe-access/undeclared').expect(403);
    });

    it('stops accepting the token of an employee who has been deactivated', async () => {
      const employee = (await createStaff(t, 2)) as SignedInUser;
      await asUser(t.http, employee).get('/api/probe-access/manager').expect(200);
      await t.dataSource.query(
        'UPDATE employees SET employeeActiveStatus = 0 WHERE employeeId = ?',
        [employee.id],
      );
      await asUser(t.http, employee).get('/api/probe-access/manager').expect(401);
    });
  });

  describe('password reset', () => {
    const sendOtp = async (email: string) => {
      const before = smtp.inbox.length;
      const res = await request(t.http).post('/api/user/send-otp').send({ email }).expect(200);
      expect(res.body).toMatchObject({ status: 'success', otpToken: expect.any(String) });
      return { otpToken: res.body.otpToken as string, before };
    };
    const otpFromMail = async (email: string, before: number) =>
      (await smtp.waitFor(email, /reset code is (\d{6})/, before))[1];

    it('e-mails a code, sets the new password and revokes older tokens', async () => {
      const seller = await registerSeller(t.http);
      const { otpToken, before } = await sendOtp(seller.email);
      const otp = await otpFromMail(seller.email, before);
      const res = await request(t.http)
        .post('/api/user/verify-otp-reset')
        .send({ email: seller.email, otp, otpToken, newPassword: 'a brand new password' })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'success' });
      await asUser(t.http, seller).get('/api/user/me').expect(401);
      await request(t.http)
        .post('/api/user/login')
        .send({ email: seller.email, password: seller.password })
        .expect(401);
      const fresh = await login(t.http, seller.email, 'a brand new password');
      await asUser(t.http, fresh).get('/api/user/me').expect(200);
    });

    it('accepts a code only once', async () => {
      const buyer = await registerBuyer(t.http);
      const { otpToken, before } = await sendOtp(buyer.email);
      const otp = await otpFromMail(buyer.email, before);
      const body = { email: buyer.email, otp, otpToken, newPassword: 'first new password' };
      await request(t.http).post('/api/user/verify-otp-reset').send(body).expect(200);
      const again = await request(t.http)
        .post('/api/user/verify-otp-reset')
        .send({ ...body, newPassword: 'second new password' })
        .expect(400);
      expect(again.body.message).toBe('Invalid or expired OTP.');
    });

    it('refuses an expired code', async () => {
      const buyer = await registerBuyer(t.http);
      const { otpToken, before } = await sendOtp(buyer.email);
      const otp = await otpFromMail(buyer.email, before);
      await t.dataSource
        .getRepository(PasswordReset)
        .update({ email: buyer.email }, { expiresAt: new Date(Date.now() - 60_000) });
      const res = await request(t.http)
        .post('/api/user/verify-otp-reset')
        .send({ email: buyer.email, otp, otpToken, newPassword: 'never applied pw' })
        .expect(400);
      expect(res.body.message).toBe('Invalid or expired OTP.');
      await login(t.http, buyer.email, buyer.password);
    });

    it('locks the code after 5 wrong tries, even for the right code', async () => {
      const seller = await registerSeller(t.http);
      const { otpToken, before } = await sendOtp(seller.email);
      const otp = await otpFromMail(seller.email, before);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await request(t.http)
          .post('/api/user/verify-otp-reset')
          .send({ email: seller.email, otp: wrong, otpToken, newPassword: 'never applied pw' })
          .expect(400);
        expect(res.body.message).toBe('Invalid or expired OTP.');
      }
      const locked = await request(t.http)
        .post('/api/user/verify-otp-reset')
        .send({ email: seller.email, otp, otpToken, newPassword: 'never applied pw' })
        .expect(400);
      expect(locked.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
      await login(t.http, seller.email, seller.password);
    });

    it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
      const before = smtp.inbox.length;
      const res = await request(t.http)
        .post('/api/user/send-otp')
        .send({ email: 'ghost@example.et' })
        .expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'otpToken', 'status']);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.inbox.slice(before).some((m) => m.to.includes('ghost@example.et'))).toBe(false);
    });

    it.each([
      [{ otp: '12345' }, 'The OTP is the 6-digit code from the e-mail.'],
      [{ newPassword: 'short' }, 'Password must be at least 10 characters long'],
      [{ otpToken: '' }, 'All fields are required.'],
    ])('validates the reset request %o', async (overrides, message) => {
      const body = {
        email: 'a@b.et',
        otp: '123456',
        otpToken: 'x'.repeat(40),
        newPassword: 'long enough pw',
        ...overrides,
      };
      const res = await request(t.http).post('/api/user/verify-otp-reset').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });
  });
});
