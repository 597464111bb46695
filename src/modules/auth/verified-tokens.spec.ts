import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  const claims = (exp?: number) => ({ sub: 1, userType: 'buyer' as const, ver: 0, exp });
  const now = 1_800_000_000_000;
  const inAnHour = now / 1000 + 3600;

  it('forgets the oldest token when full, and never holds more than its capacity', () => {
    const verified = new VerifiedTokens(2);
    verified.remember('a', claims(inAnHour));
    verified.remember('b', claims(inAnHour));
    verified.remember('c', claims(inAnHour));
    expect(verified.size).toBe(2);
    expect(verified.get('a', now)).toBeUndefined();
    expect(verified.get('b', now)).toMatchObject({ sub: 1 });
    expect(verified.get('c', now)).toMatchObject({ sub: 1 });
  });

  it('drops a token at its expiry second, and keeps none without an expiry', () => {
    const verified = new VerifiedTokens();
    verified.remember('a', claims(inAnHour));
    verified.remember('forever', claims(undefined));
    expect(verified.get('a', inAnHour * 1000 - 1)).toBeDefined();
    expect(verified.get('a', inAnHour * 1000)).toBeUndefined();
    expect(verified.get('forever', now)).toBeUndefined();
    expect(verified.size).toBe(0);
  });
});
