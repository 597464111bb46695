import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature in a saved search's unsubscribe link: only the server can make one. */
export function unsubscribeToken(secret: string, savedSearchId: number): string {
  return createHmac('sha256', secret)
    .update(`saved-search-unsubscribe:${savedSearchId}`)
    .digest('base64url');
}

export function isUnsubscribeToken(secret: string, savedSearchId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, savedSearchId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
