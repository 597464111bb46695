import type { Request } from 'express';

/** Longer origins are not kept (the column's size); the payer then returns to PUBLIC_URL. */
const MAX_ORIGIN_LENGTH = 255;

/** The http(s) origin of a web address, or null. */
export function webOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the payer's browser is on, or null. It is the address this request came to, as
 * express reads it (req.protocol and req.host, from X-Forwarded-* only behind TRUST_PROXY), and
 * only when the browser's Origin header names that same address: a page elsewhere cannot choose
 * where a payer is sent back to, so this is never an open redirect.
 */
export function payerOrigin(req: Request): string | null {
  const claimed = req.headers.origin;
  if (!claimed || !req.host) return null;
  const served = webOrigin(`${req.protocol}://${req.host}`);
  if (!served || served !== webOrigin(claimed) || served.length > MAX_ORIGIN_LENGTH) return null;
  return served;
}
