import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { hashPassword, verifyPassword } from '../../common/security/password';
import type { UserType } from '../../common/auth/auth-user';
import { Account, Accounts } from './accounts';
import { AUTH_ERRORS } from './auth-errors';
import { TokenService } from './token.service';

export interface LoginResult {
  token: string;
  userType: UserType;
  userDetails: Record<string, unknown>;
}

@Injectable()
export class AuthService {
  /** Verified against when no account matches, so a wrong e-mail takes as long as a wrong password. */
  private readonly decoyHash = hashPassword('decoy password that never matches');

  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: TokenService,
  ) {}

  /**
   * One sign-in for the three account types. Wrong e-mail and wrong password get the same answer,
   * so it cannot be used to learn who is registered.
   */
  async login(email: string, password: string, userType?: UserType): Promise<LoginResult> {
    const candidates = (await this.accounts.findAllByEmail(email)).filter(
      (a) => !userType || a.userType === userType,
    );
    let matched: Account | undefined;
    for (const account of candidates) {
      if (await verifyPassword(account.passwordHash, password)) {
        matched = account;
        break;
      }
    }
    if (candidates.length === 0) await verifyPassword(await this.decoyHash, password);
    if (!matched) throw new UnauthorizedException(AUTH_ERRORS.WRONG_CREDENTIALS());
    if (!matched.active) throw new ForbiddenException(AUTH_ERRORS.ACCOUNT_INACTIVE());
    return {
      token: this.tokens.issue(matched),
      userType: matched.userType,
      userDetails: matched.userDetails,
    };
  }

  /** The signed-in user's current details, for the client to refresh its stored session. */
  async currentUser(userType: UserType, id: number): Promise<Omit<LoginResult, 'token'>> {
    const account = await this.accounts.findById(userType, id);
    if (!account) throw new UnauthorizedException(AUTH_ERRORS.SESSION_EXPIRED());
    return { userType: account.userType, userDetails: account.userDetails };
  }
}
