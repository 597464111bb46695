import { BadRequestException, GoneException, Inject, Injectable } from '@nestjs/common';
import { LinkSigner } from '../../common/security/signed-links';
import { appConfig, AppConfig, authConfig, AuthConfig } from '../../config/configuration';
import type { Listing } from './entities/listing.entity';
import { LISTING_ERRORS } from './listing-errors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reminder's link still renews this long after the listing expired. */
const LINK_DAYS_AFTER_EXPIRY = 30;

/** What a renewal link stands for: one listing, in the period its reminder was about. */
export interface RenewalClaim {
  listingId: number;
  /** The expiry the reminder announced: once renewed, the link has done its work. */
  expiresAt: Date;
}

/**
 * The one-click renewal link of a reminder e-mail: signed with a key of its own derived from the
 * server's secret, good for one listing only and for a limited time, and spent once the listing
 * has been renewed (its expiry no longer the one the link names).
 */
@Injectable()
export class ListingRenewalLinks {
  private readonly signer: LinkSigner;

  constructor(
    @Inject(authConfig.KEY) auth: AuthConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    this.signer = new LinkSigner(auth.jwtSecret, 'listing-renewal-links');
  }

  /** The page a reminder links to, which renews the listing with one click. */
  linkFor(listing: Pick<Listing, 'id' | 'expiresAt'>): string {
    return `${this.app.publicUrl}/renew/${this.tokenFor(listing)}`;
  }

  tokenFor(listing: Pick<Listing, 'id' | 'expiresAt'>): string {
    const expiresAt = listing.expiresAt!.getTime();
    const validUntil = expiresAt + LINK_DAYS_AFTER_EXPIRY * DAY_MS;
    const claim = `${listing.id}.${expiresAt.toString(36)}.${validUntil.toString(36)}`;
    return `${claim}.${this.signer.sign(claim)}`;
  }

  /** The claim of a genuine, unexpired link; a 400 for anything else. */
  verify(token: string, now = new Date()): RenewalClaim {
    const match = /^(\d{1,10})\.([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    );
    if (!match) throw invalid();
    const [, id, expiresAt, validUntil, signature] = match;
    if (!this.signer.verifies(`${id}.${expiresAt}.${validUntil}`, signature)) throw invalid();
    if (parseInt(validUntil, 36) < now.getTime()) {
      throw new GoneException(LISTING_ERRORS.RENEWAL_LINK_EXPIRED());
    }
    return { listingId: Number(id), expiresAt: new Date(parseInt(expiresAt, 36)) };
  }
}

function invalid() {
  return new BadRequestException(LISTING_ERRORS.RENEWAL_LINK_INVALID());
}
