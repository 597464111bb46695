import request from 'supertest';
import { registeredErrorCodes } from '../src/common/errors/coded-error';
import { asUser } from './utils/as-user';
import {
  buyerPayload,
  createStaff,
  registerBuyer,
  registerSeller,
  sellerPayload,
  SignedInUser,
} from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Refusals of sign-in, accounts and the back-office carry a code the client translates, the
 * values their sentence names, and the spec's English sentence beside them.
 */
describe('Error codes of accounts and the back-office', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let manager: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    seller = await registerSeller(t.http);
    buyer = await registerBuyer(t.http);
    manager = (await createStaff(t, 2)) as SignedInUser;
    admin = (await createStaff(t, 3)) as SignedInUser;
  });
  afterAll(() => t.close());

  /** The error body's coded part, checked to be a code the server registers. */
  function codedPart(res: request.Response) {
    const { status, statusCode, code, message, params } = res.body as Record<string, unknown>;
    expect(status).toBe('error');
    expect(statusCode).toBe(res.status);
    expect(registeredErrorCodes().has(code as string)).toBe(true);
    return { code, message, ...(params === undefined ? {} : { params }) };
  }

  describe('sign-in', () => {
    it('answers a wrong password and an unknown e-mail with WRONG_CREDENTIALS', async () => {
      for (const body of [
        { email: seller.email, password: 'not the password' },
        { email: 'nobody@example.et', password: 'not the password' },
      ]) {
        const res = await request(t.http).post('/api/user/login').send(body).expect(401);
        expect(codedPart(res)).toEqual({
          code: 'WRONG_CREDENTIALS',
          message: 'Invalid email or password.',
        });
      }
    });

    it('answers an inactive employee with ACCOUNT_INACTIVE', async () => {
      const inactive = await createStaff(t, 1, { active: 0 });
      const res = await request(t.http).post('/api/user/login').send(inactive).expect(403);
      expect(codedPart(res)).toEqual({
        code: 'ACCOUNT_INACTIVE',
        message: 'Your account is inactive. Please contact an administrator.',
      });
    });

    it('tells a missing token (LOGIN_REQUIRED) from a refused one (SESSION_EXPIRED)', async () => {
      const none = await request(t.http).get('/api/user/me').expect(401);
      expect(codedPart(none)).toEqual({
        code: 'LOGIN_REQUIRED',
        message: 'Please log in to continue.',
      });
      const forged = await request(t.http)
        .get('/api/user/me')
        .set('x-access-token', 'forged.token.value')
        .expect(401);
      expect(codedPart(forged)).toEqual({
        code: 'SESSION_EXPIRED',
        message: 'Your session has expired. Please log in again.',
      });
    });

    it('answers a wrong reset code with OTP_INVALID', async () => {
      const sent = await request(t.http)
        .post('/api/user/send-otp')
        .send({ email: seller.email })
        .expect(200);
      const res = await request(t.http)
        .post('/api/user/verify-otp-reset')
        .send({
          email: seller.email,
          otp: '000000',
          newPassword: 'a new long password',
          otpToken: 'not the token sent',
        })
        .expect(400);
      expect(sent.body.otpToken).toEqual(expect.any(String));
      expect(codedPart(res)).toEqual({ code: 'OTP_INVALID', message: 'Invalid or expired OTP.' });
    });
  });

  describe('validation', () => {
    it('names each missing field of a registration with REQUIRED', async () => {
      // Left out of the JSON body.
      const payload = sellerPayload({ sellerFirstName: undefined, PhoneNumber: undefined });
      const res = await request(t.http).post('/api/seller/register').send(payload).expect(400);
      expect(codedPart(res)).toEqual({
        code: 'REQUIRED',
        message: 'All fields are required.',
        params: { field: 'sellerFirstName' },
      });
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'sellerFirstName',
            code: 'REQUIRED',
            message: 'All fields are required.',
            params: { field: 'sellerFirstName' },
          },
          {
            field: 'PhoneNumber',
            code: 'REQUIRED',
            message: 'All fields are required.',
            params: { field: 'PhoneNumber' },
          },
        ]),
      );
    });

    it('codes the login checks in the spec order: REQUIRED, INVALID_EMAIL, PASSWORD_TOO_SHORT', async () => {
      const cases = [
        [{ email: '', password: 'long enough pw' }, 'REQUIRED', 'All fields are required.'],
        [{ email: 'x@', password: 'long enough pw' }, 'INVALID_EMAIL', 'Invalid email format.'],
        [
          { email: 'a@b.et', password: 'short' },
          'PASSWORD_TOO_SHORT',
          'Password must be at least 10 characters long.',
        ],
      ] as const;
      for (const [body, code, message] of cases) {
        const res = await request(t.http).post('/api/user/login').send(body).expect(400);
        expect(codedPart(res)).toMatchObject({ code, message });
      }
    });

    it('gives the values a text names: TOO_LONG with max, the paging range with min and max', async () => {
      const contact = await asUser(t.http, seller)
        .post('/api/seller/contact')
        .send({ title: 'x'.repeat(151), description: 'Where is my listing?' })
        .expect(400);
      expect(codedPart(contact)).toEqual({
        code: 'TOO_LONG',
        message: 'title must be at most 150 characters long.',
        params: { max: 150, field: 'title' },
      });
      const paging = await asUser(t.http, manager)
        .get('/api/employee/get?pageSize=500')
        .expect(400);
      expect(codedPart(paging)).toEqual({
        code: 'NOT_A_WHOLE_NUMBER_IN_RANGE',
        message: 'pageSize must be a whole number from 1 to 50.',
        params: { min: 1, max: 50, field: 'pageSize' },
      });
    });

    it("codes a module's own checks: a cost dated in the future, an income range backwards", async () => {
      const cost = await asUser(t.http, manager)
        .post('/api/employee/costs')
        .send({
          payed_to: 'Landlord',
          title: 'Rent',
          description: 'Next year',
          amount: 1200,
          costDate: '2999-01-01',
        })
        .expect(400);
      expect(codedPart(cost)).toEqual({
        code: 'COST_DATE_IN_FUTURE',
        message: 'costDate cannot be in the future.',
      });
      const income = await asUser(t.http, manager)
        .get('/api/employee/income?from=2025-03-31&to=2025-03-01')
        .expect(400);
      expect(codedPart(income)).toEqual({
        code: 'INCOME_RANGE_REVERSED',
        message: 'from must not be after to.',
      });
    });

    it('asks for a buyer when marking a listing done without one (SELECT_A_BUYER)', async () => {
      const res = await asUser(t.http, seller)
        .post('/api/success/carRent')
        .send({ postHash: 'ANYPOSTHASH' })
        .expect(400);
      expect(codedPart(res)).toEqual({
        code: 'SELECT_A_BUYER',
        message: 'Please select a buyer.',
        params: { field: 'buyerId' },
      });
    });
  });

  describe('who may do what', () => {
    it('names the staff levels a back-office route needs (STAFF_LEVEL_REQUIRED)', async () => {
      const register = await asUser(t.http, manager)
        .post('/api/employee/register')
        .send({})
        .expect(403);
      expect(codedPart(register)).toEqual({
        code: 'STAFF_LEVEL_REQUIRED',
        message: 'You do not have permission to do this. Signed-in staff of level 3 only.',
        params: { levels: ['3'] },
      });
      const costs = await asUser(t.http, seller).get('/api/employee/costs').expect(403);
      expect(codedPart(costs)).toEqual({
        code: 'STAFF_LEVEL_REQUIRED',
        message: 'You do not have permission to do this. Signed-in staff of level 2, 3 only.',
        params: { levels: ['2', '3'] },
      });
    });

    it('says who may call any other route (ACCESS_DENIED)', async () => {
      const res = await asUser(t.http, buyer).get('/api/seller/contact').expect(403);
      expect(codedPart(res)).toEqual({
        code: 'ACCESS_DENIED',
        message:
          'You do not have permission to do this. Signed-in sellers, staff of level 2, 3 only.',
        params: { allowed: 'Signed-in sellers, staff of level 2, 3 only.' },
      });
    });

    it("refuses a seller naming another seller's account (NOT_OWN_SELLER_ACCOUNT)", async () => {
      const res = await asUser(t.http, seller)
        .get(`/api/seller/contact?sellerId=${seller.id + 1000}`)
        .expect(403);
      expect(codedPart(res)).toEqual({
        code: 'NOT_OWN_SELLER_ACCOUNT',
        message: 'You can only act on your own seller account.',
      });
    });

    it('asks staff to name the seller they act for (STAFF_MUST_NAME_SELLER)', async () => {
      const res = await asUser(t.http, manager).get('/api/seller/contact').expect(400);
      expect(codedPart(res)).toEqual({
        code: 'STAFF_MUST_NAME_SELLER',
        message: 'sellerId is required.',
      });
    });

    it('keeps an admin from deleting their own account (CANNOT_DELETE_SELF)', async () => {
      await createStaff(t, 3); // so the admin is not the last one
      const list = await asUser(t.http, admin)
        .get(`/api/employee/get?q=${encodeURIComponent(admin.email)}`)
        .expect(200);
      const [own] = list.body.data as { employeeHash: string }[];
      const res = await asUser(t.http, admin)
        .delete(`/api/employee/delete/${own.employeeHash}`)
        .expect(403);
      expect(codedPart(res)).toEqual({
        code: 'CANNOT_DELETE_SELF',
        message: 'You cannot delete your own account.',
      });
    });

    it('refuses an e-mail a seller already has with SELLER_EMAIL_TAKEN', async () => {
      const res = await request(t.http)
        .post('/api/seller/register')
        .send(sellerPayload({ email: seller.email.toUpperCase() }))
        .expect(409);
      expect(codedPart(res)).toEqual({
        code: 'SELLER_EMAIL_TAKEN',
        message: 'A seller account with this email already exists.',
      });
      const asBuyer = await request(t.http)
        .post('/api/buyer/register')
        .send(buyerPayload({ email: buyer.email }))
        .expect(409);
      expect(codedPart(asBuyer).code).toBe('BUYER_EMAIL_TAKEN');
    });
  });

  describe('not found', () => {
    it('answers an unknown employee with EMPLOYEE_NOT_FOUND', async () => {
      const res = await asUser(t.http, manager)
        .get('/api/employee/get/NOSUCHEMPLOYEE000000000000')
        .expect(404);
      expect(codedPart(res)).toEqual({
        code: 'EMPLOYEE_NOT_FOUND',
        message: 'Employee not found.',
      });
    });

    it("answers an unknown seller's contact details with SELLER_NOT_FOUND", async () => {
      const res = await asUser(t.http, manager)
        .get(`/api/seller/getAdress?sellerId=${seller.id + 1000}`)
        .expect(404);
      expect(codedPart(res)).toEqual({
        code: 'SELLER_NOT_FOUND',
        message: 'This seller does not exist.',
      });
    });

    it('answers an inquiry that is not there with INQUIRY_NOT_FOUND', async () => {
      const res = await asUser(t.http, manager)
        .post('/api/seller/replyContact')
        .send({ sellerContactId: 999999, reply: 'Thank you.' })
        .expect(404);
      expect(codedPart(res)).toEqual({
        code: 'INQUIRY_NOT_FOUND',
        message: 'This inquiry does not exist.',
      });
    });
  });
});
