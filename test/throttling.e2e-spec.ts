import request from 'supertest';
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
