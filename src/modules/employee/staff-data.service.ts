import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { BuyerTableQueryDto } from '../buyer/dto/buyer-table-query.dto';
import { BuyerService } from '../buyer/buyer.service';
import { toBuyerProfile } from '../buyer/dto/buyer-profile.dto';
import type { ListingTypeKey } from '../listings/listing-types';
import { ListingsService } from '../listings/listings.service';
import { SellerProfileDto, toSellerProfile } from '../seller/dto/seller-profile.dto';
import { SellerTableQueryDto } from '../seller/dto/seller-table-query.dto';
import { SellerService } from '../seller/seller.service';
import { toBuyerSubscriptionView } from '../subscription/dto/buyer-subscription.dto';
import { toBalanceView, toTopUpView } from '../subscription/dto/seller-subscription.dto';
import {
  balanceStatusOf,
  SubscriptionReportsService,
} from '../subscription/subscription-reports.service';
import type {
  BuyerDataRow,
  ListingSellerView,
  SellerDataRow,
  SellerSubscriptionQueryDto,
  SellerSubscriptionRow,
  StaffListingsQueryDto,
} from './dto/staff-data.dto';

function sellerView(seller: SellerProfileDto): ListingSellerView {
  return {
    sellerId: seller.sellerId,
    sellerFirstName: seller.sellerFirstName,
    sellerLastName: seller.sellerLastName,
    email: seller.email,
    PhoneNumber: seller.PhoneNumber,
  };
}

/**
 * The back-office's views of sellers, buyers and listings. Each table is paged by the module that
 * owns its rows; the other modules then fill in that page's details by id.
 */
@Injectable()
export class StaffDataService {
  constructor(
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly listingStore: ListingsService,
    private readonly reports: SubscriptionReportsService,
    private readonly audit: AuditService,
  ) {}

  async sellerData(query: SellerTableQueryDto) {
    const { rows, meta } = await this.sellers.page(query);
    const ids = rows.map((s) => s.sellerId);
    const [accounts, postCounts, credits] = await Promise.all([
      this.reports.sellerAccounts(ids),
      this.reports.sellerPostCounts(ids),
      this.reports.sellerCredits(ids),
    ]);
    const data: SellerDataRow[] = rows.map((s) => {
      const account = accounts.get(s.sellerId);
      return {
        ...toSellerProfile(s),
        subscription: account ? toBalanceView(account) : null,
        balanceStatus: balanceStatusOf(account?.balance),
        topUps: (credits.get(s.sellerId) ?? []).map(toTopUpView),
        postCount: postCounts.get(s.sellerId) ?? 0,
      };
    });
    return { data, meta };
  }

  /** Seller balances, sorted by amount or date; `q` finds sellers by name, e-mail, phone or id. */
  async sellerSubscriptions(query: SellerSubscriptionQueryDto) {
    const q = query.q?.trim();
    const only = q ? await this.sellers.idsMatching(q) : undefined;
    const { rows, meta } = await this.reports.sellerAccountsPage(query, only);
    const sellers = new Map(
      (await this.sellers.findByIds(rows.map((a) => a.sellerId))).map((s) => [s.sellerId, s]),
    );
    const data: SellerSubscriptionRow[] = rows.map((account) => {
      const seller = sellers.get(account.sellerId);
      return {
        sellerId: account.sellerId,
        sellerFirstName: seller?.sellerFirstName ?? '',
        sellerLastName: seller?.sellerLastName ?? '',
        email: seller?.email ?? '',
        ...toBalanceView(account),
        balanceStatus: balanceStatusOf(account.balance),
      };
    });
    return { data, meta };
  }

  async buyerData(query: BuyerTableQueryDto) {
    const { rows, meta } = await this.buyers.page(query);
    const ids = rows.map((b) => b.buyerId);
    const [subscriptions, trials] = await Promise.all([
      this.reports.buyerSubscriptions(ids),
      this.reports.buyerFreeTrials(ids),
    ]);
    const data: BuyerDataRow[] = rows.map((b) => {
      const state = subscriptions.get(b.buyerId)!;
      const freeTrials = trials.get(b.buyerId) ?? [];
      return {
        ...toBuyerProfile(b),
        subscription: toBuyerSubscriptionView(state),
        freeTrials: freeTrials.map((t) => ({ freeTrialDate: t.createdAt, sellerId: t.sellerId })),
        freeTrialsUsed: freeTrials.length,
      };
    });
    return { data, meta };
  }

  /** All listings of a type (or one seller's), each with its seller. */
  async listings(type: ListingTypeKey, query: StaffListingsQueryDto) {
    const staff = { userType: 'employee' } as const;
    const page = await this.listingStore.browse(
      type,
      query,
      { sellerId: query.sellerId, allStatuses: true },
      staff,
    );
    const ids = [
      ...new Set([...page.data.map((l) => Number(l.sellerId)), query.sellerId ?? 0]),
    ].filter(Boolean);
    const sellers = new Map(
      (await this.sellers.findByIds(ids)).map((s) => [s.sellerId, sellerView(toSellerProfile(s))]),
    );
    return {
      data: page.data.map((l) => ({ ...l, seller: sellers.get(Number(l.sellerId)) ?? null })),
      meta: page.meta,
      ...(query.sellerId ? { seller: sellers.get(query.sellerId) ?? null } : {}),
    };
  }

  /** Removes anyone's listing, with the reason kept in the audit log. */
  async removeListing(
    actor: AuthUser,
    type: ListingTypeKey,
    postHash: string,
    reason: string,
  ): Promise<void> {
    await this.listingStore.removeAsStaff(type, postHash, (manager, listing) =>
      this.audit.record(
        actor,
        {
          action: 'listing.remove',
          targetType: 'listing',
          targetId: postHash,
          details: { type, sellerId: listing.sellerId, reason },
        },
        manager,
      ),
    );
  }
}
