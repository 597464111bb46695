import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { BuyerRequest } from '../buyer/entities/buyer-request.entity';
import { Buyer } from '../buyer/entities/buyer.entity';
import { ContactService } from '../contact/contact.service';
import { Employee } from '../employee/entities/employee.entity';
import { Listing } from '../listings/entities/listing.entity';
import type { ListingTypeKey } from '../listings/listing-types';
import { ListingFilters, ListingsService } from '../listings/listings.service';
import { Seller } from '../seller/entities/seller.entity';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: SellerBalanceService,
    private readonly access: BuyerAccessService,
    private readonly listings: ListingsService,
    private readonly contacts: ContactService,
  ) {}

  async firstName(user: AuthUser): Promise<string | undefined> {
    if (user.userType === 'seller') {
      const seller = await this.dataSource.getRepository(Seller).findOneBy({ sellerId: user.id });
      return seller?.sellerFirstName;
    }
    if (user.userType === 'buyer') {
      const buyer = await this.dataSource.getRepository(Buyer).findOneBy({ buyerId: user.id });
      return buyer?.buyerFirstName;
    }
    const employee = await this.dataSource
      .getRepository(Employee)
      .findOneBy({ employeeId: user.id });
    return employee?.employeeFirstName;
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
  async listingCounts(sellerId: number): Promise<Partial<Record<ListingTypeKey, number>>> {
    const rows = await this.dataSource
      .getRepository(Listing)
      .createQueryBuilder('l')
      .select('l.type', 'type')
      .addSelect('COUNT(*)', 'count')
      .where('l.sellerId = :sellerId', { sellerId })
      .groupBy('l.type')
      .getRawMany<{ type: ListingTypeKey; count: string | number }>();
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
  }

  async requestCounts(sellerId: number): Promise<{ total: number; unread: number }> {
    const requests = this.dataSource.getRepository(BuyerRequest);
    const [total, unread] = await Promise.all([
      requests.countBy({ sellerId }),
      requests.countBy({ sellerId, seen: 0 }),
    ]);
    return { total, unread };
  }

  async countsSince(since: Date): Promise<TodayCounts> {
    const after = MoreThanOrEqual(since);
    const [sellers, buyers, listings, sellerInquiries, buyerInquiries] = await Promise.all([
      this.dataSource.getRepository(Seller).countBy({ sellerAddedDate: after }),
      this.dataSource.getRepository(Buyer).countBy({ buyerAddedDate: after }),
      this.dataSource.getRepository(Listing).countBy({ createdAt: after }),
      this.contacts.countUnanswered('seller'),
      this.contacts.countUnanswered('buyer'),
    ]);
    return { sellers, buyers, listings, openInquiries: sellerInquiries + buyerInquiries };
  }

  cities(): Promise<string[]> {
    return this.listings.cities();
  }

  findListings(type: ListingTypeKey, filters: ListingFilters, limit: number): Promise<Listing[]> {
    return this.listings.findMatching(type, filters, limit);
  }
}
