import { Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { LISTING_TYPE_KEYS, ListingTypeKey } from '../listings/listing-types';
import { ListingPage, ListingReader, ListingsService } from '../listings/listings.service';
import { PublicSeller, SellerService } from '../seller/seller.service';
import { countsOf, PublicSellerProfileDto } from './dto/seller-profile.dto';

/** A seller as buyers may see them: who they are in public, and their public listings. */
@Injectable()
export class SellerProfileService {
  constructor(
    private readonly sellers: SellerService,
    private readonly listings: ListingsService,
  ) {}

  private async sellerOf(sellerHash: string): Promise<PublicSeller> {
    const seller = await this.sellers.findPublicByHash(sellerHash);
    if (!seller) throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
    return seller;
  }

  async profile(sellerHash: string): Promise<PublicSellerProfileDto> {
    const seller = await this.sellerOf(sellerHash);
    const activeListings = countsOf(await this.listings.publicCountsBySeller(seller.sellerId));
    return {
      sellerHash: seller.sellerHash,
      displayName: seller.displayName,
      sellerCity: seller.city,
      memberSince: seller.memberSince,
      phoneVerified: seller.phoneVerified,
      activeListings,
      activeListingsTotal: LISTING_TYPE_KEYS.reduce((sum, type) => sum + activeListings[type], 0),
    };
  }

  /** One page of the seller's public listings of a type, newest first. */
  async listingsOf(
    sellerHash: string,
    type: ListingTypeKey,
    paging: PageQueryDto,
    reader: ListingReader,
  ): Promise<ListingPage> {
    const seller = await this.sellerOf(sellerHash);
    return this.listings.publicListBySeller(type, seller.sellerId, paging, reader);
  }
}
