import { Injectable } from '@nestjs/common';
import type { UserType } from '../../common/auth/auth-user';
import { SellerService } from '../seller/seller.service';
import { BuyerAccessService } from '../subscription/buyer-access.service';

/**
 * Who reads a listing: a signed-in seller or buyer, staff, or anyone (null: the public pages).
 * The seller's e-mail is shown to the listing's own seller, to staff, and to a buyer with access
 * to that seller (a subscription, or a free trial spent on them); never to anyone else.
 */
export type ListingReader =
  { userType: Exclude<UserType, 'employee'>; id: number } | { userType: 'employee' } | null;

/** What a listing's reply says of its seller. */
export interface ListingSellerFacts {
  sellerHash: string | null;
  email?: string;
  /** The seller's phone number was confirmed by an SMS code. */
  phoneVerified: boolean;
}

@Injectable()
export class ListingSellers {
  constructor(
    private readonly sellers: SellerService,
    private readonly buyerAccess: BuyerAccessService,
  ) {}

  /** The facts of each of these sellers that `reader` may see, by seller id. */
  async factsFor(
    sellerIds: number[],
    reader: ListingReader,
  ): Promise<Map<number, ListingSellerFacts>> {
    const ids = [...new Set(sellerIds)];
    const [accounts, emailShown] = await Promise.all([
      this.sellers.listingFactsOf(ids),
      this.emailShownFor(ids, reader),
    ]);
    const facts = new Map<number, ListingSellerFacts>(
      ids.map((id) => [id, { sellerHash: null, phoneVerified: false }]),
    );
    for (const seller of accounts) {
      facts.set(seller.sellerId, {
        sellerHash: seller.sellerHash,
        phoneVerified: seller.phoneVerified,
        ...(emailShown.has(seller.sellerId) ? { email: seller.email } : {}),
      });
    }
    return facts;
  }

  private async emailShownFor(ids: number[], reader: ListingReader): Promise<Set<number>> {
    switch (reader?.userType) {
      case 'employee':
        return new Set(ids);
      case 'seller':
        return new Set(ids.filter((id) => id === reader.id));
      case 'buyer':
        return new Set(await this.buyerAccess.sellersWithContactAccess(reader.id, ids));
      default:
        return new Set();
    }
  }
}
