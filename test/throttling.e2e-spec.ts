import request from 'supertest';
import { buyerPayload, sellerPayload } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

describe('Rate limits on sign-in and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it.each(['/api/user/login', '/api/user/send-otp', '/api/user/verify-otp-reset'])(
    'answers 429 with a clear message after the limit on %s',
    async (path) => {
      const body = {
        email: `limit${path.length}@example.et`,
        password: 'wrong password',
        otp: '123456',
        otpToken: 'x'.repeat(40),
        newPassword: 'long enough pw',
      };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const fields = path.endsWith('login')
          ? { email: body.email, password: body.password }
          : path.endsWith('send-otp')
            ? { email: body.email }
            : {
                email: body.email,
                otp: body.otp,
                otpToken: body.otpToken,
                newPassword: body.newPassword,
              };
        const res = await request(t.http).post(path).send(fields);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body).toMatchObject({
            status: 'error',
            statusCode: 429,
            message: 'Too many attempts. Please wait a minute and try again.',
          });
        }
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    },
  );

  it('counts each e-mail separately, so one guesser does not lock out others', async () => {
    for (let i = 0; i < 4; i++) {
      await request(t.http)
        .post('/api/user/login')
        .send({ email: 'victim@example.et', password: 'wrong password' });
    }
    await request(t.http)
      .post('/api/user/login')
      .send({ email: 'someone.else@example.et', password: 'wrong password' })
      .expect(401);
  });
});

describe('Rate limits per address, across e-mails, and on registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT: '100', AUTH_ADDRESS_RATE_LIMIT: '5', REGISTRATION_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => t.close());

  // The app trusts X-Forwarded-For from a proxy on this machine, as supertest is.
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('stops one password tried against many e-mails from one address, and only that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(t.http)
        .post('/api/user/login')
        .set(from('198.51.100.10'))
        .send({ email: `stuffed${i}@example.et`, password: 'Password123' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Reset codes count against the same budget.
    await request(t.http)
      .post('/api/user/send-otp')
      .set(from('198.51.100.10'))
      .send({ email: 'another@example.et' })
      .expect(429);
    await request(t.http)
      .post('/api/user/login')
      .set(from('198.51.100.11'))
      .send({ email: 'stuffed0@example.et', password: 'Password123' })
      .expect(401);
  });

  it('limits the accounts registered from one address, sellers and buyers together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const type = i % 2 ? 'buyer' : 'seller';
      const payload = type === 'seller' ? sellerPayload() : buyerPayload();
      const res = await request(t.http)
        .post(`/api/${type}/register`)
        .set(from('198.51.100.20'))
        .send(payload);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(
          'Too many accounts were registered from your network. Please try again later.',
        );
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    await request(t.http)
      .post('/api/buyer/register')
      .set(from('198.51.100.21'))
      .send(buyerPayload())
      .expect(201);
  });
});
