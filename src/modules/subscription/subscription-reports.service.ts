import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DateRange, sumByMonth } from '../../common/database/monthly-sums';
import { sqlNumber } from '../../common/database/sql-dialect';
import type { TableQueryDto } from '../../common/paging/page-query.dto';
import { fetchTablePage } from '../../common/paging/table-page';
import { BuyerAccessService, BuyerSubscriptionState } from './buyer-access.service';
import { BuyerFreeTrial } from './entities/buyer-free-trial.entity';
import { BuyerSubscriptionPayment } from './entities/buyer-subscription-payment.entity';
import { BuyerSubscription } from './entities/buyer-subscription.entity';
import { SellerAccount } from './entities/seller-account.entity';
import { LedgerReason, SellerLedgerEntry } from './entities/seller-ledger-entry.entity';
import { POST_FEE_ETB } from './subscription.constants';

/** Ledger reasons that add money to a balance: payments and staff top-ups. */
export const CREDIT_REASONS: LedgerReason[] = ['top-up', 'staff-adjustment'];
/** Ledger reasons of a post: charged, or on the free trial. */
export const POST_REASONS: LedgerReason[] = ['post-charge', 'free-trial-post'];

export type BalanceStatus = 'none' | 'low' | 'ok';

/** The spec's seller banner: 0 not subscribed, under 500 low, otherwise fine. */
export function balanceStatusOf(balance: number | undefined): BalanceStatus {
  if (!balance) return 'none';
  return balance < POST_FEE_ETB ? 'low' : 'ok';
}

export const SELLER_ACCOUNT_SORTS = [
  'sellerSubscriptionAmount',
  'sellerSubscriptionDate',
  'sellerId',
] as const;
export type SellerAccountSort = (typeof SELLER_ACCOUNT_SORTS)[number];

/** One month of money in and out of the subscription side (ETB). */
export interface SubscriptionMonth {
  month: string;
  buyerSubscriptionTotal: number;
  buyerSubscriptionCount: number;
  postCount: number;
  paidPostCount: number;
  /** What the posts were actually charged (500 ETB each, none on the free trial). */
  postIncome: number;
  topUpTotal: number;
  topUpCount: number;
}

/**
 * Read-only views of balances, subscriptions and trials for the back-office: per page of accounts
 * (by id, never the whole table) and monthly sums computed by the database.
 */
@Injectable()
export class SubscriptionReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly buyerAccess: BuyerAccessService,
  ) {}

  async sellerAccounts(sellerIds: number[]): Promise<Map<number, SellerAccount>> {
    if (!sellerIds.length) return new Map();
    const rows = await this.dataSource
      .getRepository(SellerAccount)
      .findBy({ sellerId: In(sellerIds) });
    return new Map(rows.map((row) => [row.sellerId, row]));
  }

  /** Posts made by each seller (charged or on the free trial), including since-removed ones. */
  async sellerPostCounts(sellerIds: number[]): Promise<Map<number, number>> {
    if (!sellerIds.length) return new Map();
    const rows = await this.dataSource
      .getRepository(SellerLedgerEntry)
      .createQueryBuilder('e')
      .select('e.sellerId', 'sellerId')
      .addSelect('COUNT(*)', 'posts')
      .where('e.sellerId IN (:...sellerIds)', { sellerIds })
      .andWhere('e.reason IN (:...reasons)', { reasons: POST_REASONS })
      .groupBy('e.sellerId')
      .getRawMany<{ sellerId: number; posts: unknown }>();
    return new Map(rows.map((row) => [Number(row.sellerId), sqlNumber(row.posts)]));
  }

  /** Each seller's credits (payments and staff top-ups), newest first. */
  async sellerCredits(sellerIds: number[]): Promise<Map<number, SellerLedgerEntry[]>> {
    const credits = new Map<number, SellerLedgerEntry[]>();
    if (!sellerIds.length) return credits;
    const rows = await this.dataSource.getRepository(SellerLedgerEntry).find({
      where: { sellerId: In(sellerIds), reason: In(CREDIT_REASONS) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    for (const row of rows) credits.set(row.sellerId, [...(credits.get(row.sellerId) ?? []), row]);
    return credits;
  }

  /** A page of seller balances, optionally only of the given sellers. */
  sellerAccountsPage(
    query: TableQueryDto & { sort?: SellerAccountSort },
    onlySellerIds?: number[],
  ) {
    const qb = this.dataSource.getRepository(SellerAccount).createQueryBuilder('a');
    if (onlySellerIds) {
      // An empty list matches nobody (IN () is not valid SQL).
      qb.where(onlySellerIds.length ? 'a.sellerId IN (:...onlySellerIds)' : '1 = 0', {
        onlySellerIds,
      });
    }
    return fetchTablePage<SellerAccount, SellerAccountSort>(
      qb,
      { ...query, q: undefined },
      {
        sortable: {
          sellerSubscriptionAmount: 'a.balance',
          sellerSubscriptionDate: 'a.updatedAt',
          sellerId: 'a.sellerId',
        },
        defaultSort: 'sellerSubscriptionDate',
        defaultOrder: 'desc',
        tieBreaker: 'a.sellerId',
        searchable: [],
      },
    );
  }

  async buyerSubscriptions(
    buyerIds: number[],
    now = new Date(),
  ): Promise<Map<number, BuyerSubscriptionState>> {
    const rows = buyerIds.length
      ? await this.dataSource.getRepository(BuyerSubscription).findBy({ buyerId: In(buyerIds) })
      : [];
    const byId = new Map(rows.map((row) => [row.buyerId, row]));
    return new Map(
      buyerIds.map((id) => [id, this.buyerAccess.toView(id, byId.get(id) ?? null, now)]),
    );
  }

  /** Each buyer's free trials (one per unlocked seller), oldest first. */
  async buyerFreeTrials(buyerIds: number[]): Promise<Map<number, BuyerFreeTrial[]>> {
    const trials = new Map<number, BuyerFreeTrial[]>();
    if (!buyerIds.length) return trials;
    const rows = await this.dataSource.getRepository(BuyerFreeTrial).find({
      where: { buyerId: In(buyerIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) trials.set(row.buyerId, [...(trials.get(row.buyerId) ?? []), row]);
    return trials;
  }

  /** Buyer subscription payments and the seller ledger, summed per month by the database. */
  async monthlyTotals(range: DateRange): Promise<SubscriptionMonth[]> {
    const months = new Map<string, SubscriptionMonth>();
    const monthRow = (month: string) => {
      if (!months.has(month)) {
        months.set(month, {
          month,
          buyerSubscriptionTotal: 0,
          buyerSubscriptionCount: 0,
          postCount: 0,
          paidPostCount: 0,
          postIncome: 0,
          topUpTotal: 0,
          topUpCount: 0,
        });
      }
      return months.get(month)!;
    };

    const payments = await sumByMonth(
      this.dataSource.getRepository(BuyerSubscriptionPayment).createQueryBuilder('p'),
      { date: 'p.createdAt', amount: 'p.amount', range },
    );
    for (const row of payments) {
      const month = monthRow(row.month);
      month.buyerSubscriptionTotal = row.total;
      month.buyerSubscriptionCount = row.count;
    }

    const ledger = await sumByMonth(
      this.dataSource
        .getRepository(SellerLedgerEntry)
        .createQueryBuilder('e')
        .where('e.reason IN (:...reasons)', { reasons: [...POST_REASONS, ...CREDIT_REASONS] }),
      { date: 'e.createdAt', amount: 'e.amount', range, groupBy: 'e.reason' },
    );
    for (const row of ledger) {
      const month = monthRow(row.month);
      const reason = row.group as LedgerReason;
      if (POST_REASONS.includes(reason)) month.postCount += row.count;
      if (reason === 'post-charge') {
        month.paidPostCount += row.count;
        // Charges are negative ledger amounts.
        month.postIncome = sqlNumber(month.postIncome - row.total);
      }
      if (CREDIT_REASONS.includes(reason)) {
        month.topUpTotal = sqlNumber(month.topUpTotal + row.total);
        month.topUpCount += row.count;
      }
    }
    return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  }
}
