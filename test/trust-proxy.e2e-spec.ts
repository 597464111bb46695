import request from 'supertest';
import { sellerPayload } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Who the client is comes from X-Forwarded-For only as far as TRUST_PROXY allows: behind a load
 * balancer each client is counted apart, and a client cannot pass itself off as someone else.
 * Seen through the per-address registration limit (one account per hour here).
 */
describe.each([
  {
    setting: '1',
    // The balancer appends the address it saw; whatever the client wrote before that is ignored.
    clients: ['203.0.113.1, 198.51.100.7', '203.0.113.2, 198.51.100.7', '198.51.100.8'],
    expected: [201, 429, 201],
  },
  {
    // Requests come from loopback, which this setting does not name: the header counts for nothing.
    setting: '10.0.0.0/8',
    clients: ['198.51.100.7', '198.51.100.8', '198.51.100.9'],
    expected: [201, 429, 429],
  },
])('TRUST_PROXY=$setting', ({ setting, clients, expected }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: setting, REGISTRATION_RATE_LIMIT: '1' } });
  });
  afterAll(() => t.close());

  it(`answers registrations forwarded for ${clients.join(' | ')} with ${expected.join(', ')}`, async () => {
    const statuses: number[] = [];
    for (const forwardedFor of clients) {
      const res = await request(t.http)
        .post('/api/seller/register')
        .set('X-Forwarded-For', forwardedFor)
        .send(sellerPayload());
      statuses.push(res.status);
    }
    expect(statuses).toEqual(expected);
  });
});
