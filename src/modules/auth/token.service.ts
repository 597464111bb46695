import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser, TokenPayload } from '../../common/auth/auth-user';
import { Account, Accounts } from './accounts';
import { VerifiedTokens } from './verified-tokens';

/** Issues tokens and turns a presented token back into the caller, or nothing. */
@Injectable()
export class TokenService {
  private readonly verified = new VerifiedTokens();

  constructor(
    private readonly jwt: JwtService,
    private readonly accounts: Accounts,
  ) {}

  issue(account: Account): string {
    const payload: TokenPayload = {
      sub: account.id,
      userType: account.userType,
      ver: account.tokenVersion,
      ...(account.staffLevel ? { employeeRole: account.staffLevel } : {}),
    };
    return this.jwt.sign(payload);
  }

  /**
   * The caller named by a token: valid signature, not expired, the account still exists, is
   * active, and has not revoked its tokens since (password reset, deactivation).
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const payload = await this.claimsOf(token);
    if (!payload) return null;
    if (!['seller', 'buyer', 'employee'].includes(payload.userType)) return null;
    if (!Number.isSafeInteger(payload.sub)) return null;
    const account = await this.accounts.findTokenHolder(payload.userType, payload.sub);
    if (!account || !account.active || account.tokenVersion !== payload.ver) return null;
    return {
      userType: account.userType,
      id: account.id,
      ...(account.staffLevel ? { staffLevel: account.staffLevel } : {}),
    };
  }

  /** A token's claims when its signature is ours and it has not expired, else nothing. */
  private async claimsOf(token: string): Promise<TokenPayload | null> {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const claims = await this.jwt.verifyAsync<TokenPayload>(token);
      this.verified.remember(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
