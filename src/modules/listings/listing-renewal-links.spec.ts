import { HttpException } from '@nestjs/common';
import type { AppConfig, AuthConfig } from '../../config/configuration';
import { ListingRenewalLinks } from './listing-renewal-links';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The status and code a refusal answers with. */
function refusal(work: () => unknown): { status: number; code: unknown } {
  try {
    work();
  } catch (error) {
    const http = error as HttpException;
    return { status: http.getStatus(), code: (http.getResponse() as { code?: unknown }).code };
  }
  throw new Error('Not refused');
}

describe('ListingRenewalLinks', () => {
  const links = (secret = 'a server secret') =>
    new ListingRenewalLinks(
      { jwtSecret: secret } as AuthConfig,
      { publicUrl: 'https://gebeya.et' } as AppConfig,
    );
  const expiresAt = new Date('2026-12-01T08:00:00.000Z');
  const listing = { id: 42, expiresAt };

  it('links to the renewal page with a token naming the listing and its expiry', () => {
    const link = links().linkFor(listing);
    expect(link).toMatch(/^https:\/\/gebeya\.et\/renew\/42\.[0-9a-z]+\.[0-9a-z]+\.[\w-]{43}$/);
    const token = link.split('/renew/')[1];
    expect(links().verify(token, expiresAt)).toEqual({ listingId: 42, expiresAt });
  });

  it("refuses another listing's id, another server's signature and any other change", () => {
    const token = links().tokenFor(listing);
    const [, ...rest] = token.split('.');
    for (const bad of [
      ['43', ...rest].join('.'),
      links('another secret').tokenFor(listing),
      links()
        .tokenFor({ id: 42, expiresAt: new Date(expiresAt.getTime() + DAY_MS) })
        .slice(0, 20) + token.slice(20),
      `${token}x`,
      '',
    ]) {
      expect(refusal(() => links().verify(bad, expiresAt))).toEqual({
        status: 400,
        code: 'RENEWAL_LINK_INVALID',
      });
    }
  });

  it('stops working 30 days after the expiry it was sent about', () => {
    const token = links().tokenFor(listing);
    expect(links().verify(token, new Date(expiresAt.getTime() + 29 * DAY_MS)).listingId).toBe(42);
    expect(
      refusal(() => links().verify(token, new Date(expiresAt.getTime() + 31 * DAY_MS))),
    ).toEqual({ status: 410, code: 'RENEWAL_LINK_EXPIRED' });
  });
});
