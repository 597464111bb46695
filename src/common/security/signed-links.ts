import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs the claim an e-mailed link carries (a listing's renewal, a saved search's unsubscribe),
 * so that only the server can make one. Each purpose signs with a key of its own, derived from
 * the server's secret: a signature made for one kind of link is worth nothing in another.
 */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  /** 43 URL-safe characters. */
  sign(claim: string): string {
    return createHmac('sha256', this.key).update(claim).digest('base64url');
  }

  /** Whether `signature` is this signer's for `claim`, compared in constant time. */
  verifies(claim: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(claim));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
