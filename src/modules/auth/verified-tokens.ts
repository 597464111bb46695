import type { TokenPayload } from '../../common/auth/auth-user';

/** A verified token's claims: only tokens that expire are remembered. */
type VerifiedClaims = TokenPayload & { exp: number };

/** How many verified tokens an instance remembers: every signed-in user of a busy day. */
const REMEMBERED_TOKENS = 10_000;

/**
 * Tokens whose signature this instance has verified, with their claims, until they expire. A
 * token is a signed string: the same string always verifies the same way, so checking its
 * signature once is enough. What can change, the account deactivated or its tokens revoked, is
 * read from the database on every request, never remembered here.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, VerifiedClaims>();

  constructor(private readonly capacity = REMEMBERED_TOKENS) {}

  /** The claims of a token verified before and not expired since (as jsonwebtoken counts it). */
  get(token: string, nowMs = Date.now()): VerifiedClaims | undefined {
    const claims = this.claims.get(token);
    if (claims && Math.floor(nowMs / 1000) >= claims.exp) {
      this.claims.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Remembers a token that has just passed verification; the oldest goes when full. */
  remember(token: string, claims: TokenPayload): void {
    // A token without an expiry is never issued here; such a one is verified every time.
    if (typeof claims.exp !== 'number') return;
    if (this.claims.size >= this.capacity) {
      this.claims.delete(this.claims.keys().next().value!);
    }
    this.claims.set(token, claims as VerifiedClaims);
  }

  get size(): number {
    return this.claims.size;
  }
}
