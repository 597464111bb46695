import { JwtService } from '@nestjs/jwt';
import * as jwt from 'jsonwebtoken';
import type { TokenHolder } from '../../common/accounts/account.service';
import type { AuthConfig } from '../../config/configuration';
import type { Account, Accounts } from './accounts';
import { jwtOptions } from './jwt-options';
import { TokenService } from './token.service';

describe('TokenService.authenticate', () => {
  const config = { jwtSecret: 'a-test-secret-ሰላም', jwtExpiresIn: '7d' } as AuthConfig;
  let holder: TokenHolder;
  let jwtService: JwtService;
  let lookups: jest.Mock;
  let tokens: TokenService;

  beforeEach(() => {
    holder = { userType: 'buyer', id: 7, tokenVersion: 0, active: true };
    jwtService = new JwtService(jwtOptions(config));
    lookups = jest.fn(() => Promise.resolve({ ...holder }));
    tokens = new TokenService(jwtService, { findTokenHolder: lookups } as unknown as Accounts);
  });
  afterEach(() => jest.useRealTimers());

  // A token names the account's type, id and token version, all of which a holder has.
  const issue = () => tokens.issue(holder as unknown as Account);

  it("checks a token's signature once, and its account on every request", async () => {
    const verify = jest.spyOn(jwtService, 'verifyAsync');
    const token = issue();
    for (let i = 0; i < 3; i++) {
      await expect(tokens.authenticate(token)).resolves.toEqual({ userType: 'buyer', id: 7 });
    }
    expect(verify).toHaveBeenCalledTimes(1);
    expect(lookups).toHaveBeenCalledTimes(3);
  });

  it('refuses a remembered token once its account revoked it or was deactivated', async () => {
    const token = issue();
    await expect(tokens.authenticate(token)).resolves.not.toBeNull();
    holder.tokenVersion = 1;
    await expect(tokens.authenticate(token)).resolves.toBeNull();
    holder.tokenVersion = 0;
    holder.active = false;
    await expect(tokens.authenticate(token)).resolves.toBeNull();
  });

  it('refuses a remembered token from the second it expires, as jsonwebtoken does', async () => {
    const issuedAt = new Date('2026-11-26T08:00:00.000Z').getTime();
    jest.useFakeTimers({ now: issuedAt });
    const token = issue();
    await expect(tokens.authenticate(token)).resolves.not.toBeNull();
    const expiresAt = (jwt.decode(token) as { exp: number }).exp * 1000;
    jest.setSystemTime(expiresAt - 1);
    await expect(tokens.authenticate(token)).resolves.not.toBeNull();
    jest.setSystemTime(expiresAt);
    await expect(tokens.authenticate(token)).resolves.toBeNull();
    // Not remembered as good either: a fresh check says the same.
    await expect(jwtService.verifyAsync(token)).rejects.toThrow(/expired/);
  });

  it('refuses an altered copy of a remembered token, and never remembers a refused one', async () => {
    const verify = jest.spyOn(jwtService, 'verifyAsync');
    const token = issue();
    await tokens.authenticate(token);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const raised = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url');
    const altered = [header, raised, signature].join('.');
    const forged = jwt.sign({ sub: 7, userType: 'buyer', ver: 0 }, 'another-secret', {
      algorithm: 'HS256',
      expiresIn: '1h',
    });
    for (const bad of [altered, forged, altered, forged]) {
      await expect(tokens.authenticate(bad)).resolves.toBeNull();
    }
    // The genuine token once, then each refused one every time it came.
    expect(verify).toHaveBeenCalledTimes(5);
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});
