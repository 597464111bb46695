import request from 'supertest';
import { registerSeller } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

describe('Dev mailbox (no SMTP server configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the reset e-mail where a developer can read it', async () => {
    const seller = await registerSeller(t.http);
    await request(t.http).post('/api/user/send-otp').send({ email: seller.email }).expect(200);
    let messages: { to: string; subject: string; text: string }[] = [];
    for (let i = 0; i < 40 && messages.length === 0; i++) {
      const res = await request(t.http)
        .get('/api/dev/mailbox')
        .query({ to: seller.email })
        .expect(200);
      messages = res.body.data;
      if (!messages.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(messages).toEqual([
      expect.objectContaining({
        to: seller.email,
        text: expect.stringMatching(/reset code is \d{6}/),
      }),
    ]);
  });
});
