import { expectAmharicRoundTrip } from './utils/amharic';
import { createTestApp, TestApp } from './utils/test-app';

describe('Amharic and emoji, stored and found as written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('round-trip in names, listings, search, contact-us and the chat', () =>
    expectAmharicRoundTrip(t));
});
