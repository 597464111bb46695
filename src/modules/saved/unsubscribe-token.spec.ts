import { isUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

describe('Unsubscribe links', () => {
  const secret = 'a server secret of at least thirty-two characters';

  it('accepts the token made for the search, with the same secret', () => {
    expect(isUnsubscribeToken(secret, 7, unsubscribeToken(secret, 7))).toBe(true);
  });

  it("refuses another search's token, another secret's and a tampered one", () => {
    const token = unsubscribeToken(secret, 7);
    expect(isUnsubscribeToken(secret, 8, token)).toBe(false);
    expect(isUnsubscribeToken(`${secret}!`, 7, token)).toBe(false);
    expect(isUnsubscribeToken(secret, 7, `${token.slice(0, -1)}A`)).toBe(false);
    expect(isUnsubscribeToken(secret, 7, token.slice(1))).toBe(false);
  });

  it('is URL-safe', () => {
    expect(unsubscribeToken(secret, 123456)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
