import { HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RenewedByLinkDto } from './dto/renewal.dto';
import { Listing } from './entities/listing.entity';
import { LISTING_ERRORS } from './listing-errors';
import { ListingLifecycle } from './listing-lifecycle';
import { ListingRenewalLinks } from './listing-renewal-links';
import type { ListingTypeKey } from './listing-types';

/** A seller renews a listing free of charge: signed in, or with the link of its reminder. */
@Injectable()
export class ListingRenewal {
  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    private readonly lifecycle: ListingLifecycle,
    private readonly links: ListingRenewalLinks,
  ) {}

  /** The signed-in seller's own listing; anyone else's is not found. */
  async renewOwn(type: ListingTypeKey, postHash: string, sellerId: number): Promise<Listing> {
    const listing = await this.listings.findOneBy({ type, postHash });
    if (!listing) throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    return this.lifecycle.renew(listing.id, sellerId);
  }

  /**
   * The listing a reminder's link names, renewed for its seller. A link whose listing has been
   * renewed since answers so (a second click, or the seller renewed it signed in) rather than
   * failing.
   */
  async renewByLink(token: string): Promise<RenewedByLinkDto> {
    const claim = this.links.verify(token);
    const listing = await this.listings.findOneBy({ id: claim.listingId });
    if (!listing) throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    const answer = (current: Listing, renewed: boolean): RenewedByLinkDto => ({
      type: current.type,
      postHash: current.postHash,
      renewed,
      expiresAt: current.expiresAt!,
    });
    if (this.spent(listing, claim.expiresAt)) return answer(listing, false);
    try {
      return answer(await this.lifecycle.renew(listing.id, listing.sellerId), true);
    } catch (error) {
      // Another click renewed it meanwhile.
      const now = await this.listings.findOneBy({ id: listing.id });
      if (error instanceof HttpException && now && this.spent(now, claim.expiresAt)) {
        return answer(now, false);
      }
      throw error;
    }
  }

  /** Renewed since the link was sent: its expiry is later than the one the link names. */
  private spent(listing: Listing, linkExpiry: Date): boolean {
    return !!listing.expiresAt && listing.expiresAt.getTime() > linkExpiry.getTime();
  }
}
