import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The two headers Chapa signs its webhooks with. */
export interface ChapaSignatureHeaders {
  'x-chapa-signature'?: string | string[];
  'chapa-signature'?: string | string[];
}

/**
 * Chapa signs a webhook with `x-chapa-signature` (HMAC-SHA256 of the raw body, keyed by the
 * webhook secret) and `chapa-signature` (HMAC-SHA256 of the secret itself). Either one valid is
 * enough; both are compared in constant time.
 */
export function isSignedByChapa(
  rawBody: Buffer | undefined,
  headers: ChapaSignatureHeaders,
  secret: string,
): boolean {
  const bodySignature = headers['x-chapa-signature'];
  const secretSignature = headers['chapa-signature'];
  return (
    (rawBody !== undefined && sameHex(hmacHex(secret, rawBody), bodySignature)) ||
    sameHex(hmacHex(secret, secret), secretSignature)
  );
}

/** Both headers for a body, as Chapa (and the sandbox) send them. */
export function chapaSignatureHeaders(rawBody: string, secret: string): Record<string, string> {
  return {
    'x-chapa-signature': hmacHex(secret, rawBody),
    'chapa-signature': hmacHex(secret, secret),
  };
}
