import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { BuyerRequestService } from '../buyer/buyer-request.service';
import { BuyerService } from '../buyer/buyer.service';
import { ContactService } from '../contact/contact.service';
import { EmployeeService } from '../employee/employee.service';
import type { ListingRecord } from '../listings/listing-mapper';
import type { ListingTypeKey } from '../listings/listing-types';
import { ListingFilters, ListingsService } from '../listings/listings.service';
import { SellerService } from '../seller/seller.service';
import { BuyerAccessService, BuyerSubscriptionState } from '../subscription/buyer-access.service';
import { SellerBalanceService } from '../subscription/seller-balance.service';

export interface SellerStanding {
  balance: number;
  freeTrialUsed: boolean;
}

export interface BuyerStanding {
  subscription: BuyerSubscriptionState;
  freeTrialsUsed: number;
}

export interface TodayCounts {
  sellers: number;
  buyers: number;
  listings: number;
  /** Inquiries of either sender type still waiting for a reply (whenever sent). */
  openInquiries: number;
}

/** Everything the assistant reads, in one place, so its answers can be tested on fixtures. */
@Injectable()
export class ChatData {
  constructor(
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly employees: EmployeeService,
    private readonly requests: BuyerRequestService,
    private readonly balances: SellerBalanceService,
    private readonly access: BuyerAccessService,
    private readonly listings: ListingsService,
    private readonly contacts: ContactService,
  ) {}

  async firstName(user: AuthUser): Promise<string | undefined> {
    const accounts = { seller: this.sellers, buyer: this.buyers, employee: this.employees };
    return (await accounts[user.userType].findPerson(user.id))?.firstName;
  }

  async seller(sellerId: number): Promise<SellerStanding> {
    const account = await this.balances.findAccount(sellerId);
    return { balance: account?.balance ?? 0, freeTrialUsed: Boolean(account?.freeTrialUsed) };
  }

  async buyer(buyerId: number): Promise<BuyerStanding> {
    const [subscription, freeTrialsUsed] = await Promise.all([
      this.access.state(buyerId),
      this.access.freeTrialsUsed(buyerId),
    ]);
    return { subscription, freeTrialsUsed };
  }

  /** The seller's listings per type (types without any are left out). */
  listingCounts(sellerId: number): Promise<Partial<Record<ListingTypeKey, number>>> {
    return this.listings.countsBySeller(sellerId);
  }

  requestCounts(sellerId: number): Promise<{ total: number; unread: number }> {
    return this.requests.counts(sellerId);
  }

  async countsSince(since: Date): Promise<TodayCounts> {
    const [sellers, buyers, listings, sellerInquiries, buyerInquiries] = await Promise.all([
      this.sellers.countAddedSince(since),
      this.buyers.countAddedSince(since),
      this.listings.countPostedSince(since),
      this.contacts.countUnanswered('seller'),
      this.contacts.countUnanswered('buyer'),
    ]);
    return { sellers, buyers, listings, openInquiries: sellerInquiries + buyerInquiries };
  }

  cities(): Promise<string[]> {
    return this.listings.cities();
  }

  findListings(
    type: ListingTypeKey,
    filters: ListingFilters,
    limit: number,
  ): Promise<ListingRecord[]> {
    return this.listings.findMatching(type, filters, limit);
  }
}
