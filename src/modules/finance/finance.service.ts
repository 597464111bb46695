import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DateRange, sumByMonth } from '../../common/database/monthly-sums';
import { fetchTablePage } from '../../common/paging/table-page';
import { AuditService } from '../audit/audit.service';
import {
  SubscriptionMonth,
  SubscriptionReportsService,
} from '../subscription/subscription-reports.service';
import { POST_FEE_ETB } from '../subscription/subscription.constants';
import { CostListQueryDto, CostSort, CreateCostDto } from './dto/cost.dto';
import { IncomeFigures, IncomeMonth, IncomeQueryDto, IncomeReport } from './dto/income.dto';
import { Cost } from './entities/cost.entity';
import { FINANCE_ERRORS } from './finance-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

const round = (n: number) => Math.round(n * 100) / 100;

function figures(
  subs: Omit<SubscriptionMonth, 'month'>,
  costs: { total: number; count: number },
): IncomeFigures {
  const income = round(subs.buyerSubscriptionTotal + subs.postIncome);
  return {
    buyerSubscriptionTotal: subs.buyerSubscriptionTotal,
    buyerSubscriptionCount: subs.buyerSubscriptionCount,
    postCount: subs.postCount,
    paidPostCount: subs.paidPostCount,
    postIncome: subs.postIncome,
    income,
    costsTotal: costs.total,
    costCount: costs.count,
    netIncome: round(income - costs.total),
    topUpTotal: subs.topUpTotal,
    topUpCount: subs.topUpCount,
  };
}

const EMPTY_MONTH: Omit<SubscriptionMonth, 'month'> = {
  buyerSubscriptionTotal: 0,
  buyerSubscriptionCount: 0,
  postCount: 0,
  paidPostCount: 0,
  postIncome: 0,
  topUpTotal: 0,
  topUpCount: 0,
};

/** Costs, and income: buyer subscriptions + post charges − costs, summed by the database. */
@Injectable()
export class FinanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reports: SubscriptionReportsService,
    private readonly audit: AuditService,
  ) {}

  addCost(actor: AuthUser, input: CreateCostDto, now = new Date()): Promise<Cost> {
    const costDate = input.costDate ? new Date(input.costDate) : now;
    if (costDate.getTime() > now.getTime() + DAY_MS) {
      throw new BadRequestException(FINANCE_ERRORS.COST_DATE_IN_FUTURE());
    }
    return this.dataSource.transaction(async (manager) => {
      const cost = await manager.save(
        manager.create(Cost, {
          payed_to: input.payed_to,
          title: input.title,
          description: input.description,
          amount: input.amount,
          costDate,
          createdBy: actor.id,
        }),
      );
      await this.audit.record(
        actor,
        {
          action: 'cost.create',
          targetType: 'cost',
          targetId: cost.id,
          details: { payed_to: cost.payed_to, title: cost.title, amount: cost.amount },
        },
        manager,
      );
      return cost;
    });
  }

  costs(query: CostListQueryDto) {
    return fetchTablePage<Cost, CostSort>(
      this.dataSource.getRepository(Cost).createQueryBuilder('c'),
      query,
      {
        sortable: {
          costDate: 'c.costDate',
          amount: 'c.amount',
          title: 'c.title',
          payed_to: 'c.payed_to',
        },
        defaultSort: 'costDate',
        defaultOrder: 'desc',
        tieBreaker: 'c.id',
        searchable: [{ column: 'c.payed_to' }, { column: 'c.title' }, { column: 'c.description' }],
      },
    );
  }

  /** The income report for whole UTC days from `from` to `to` (both included; open when absent). */
  async income(query: IncomeQueryDto): Promise<IncomeReport> {
    const range: DateRange = {
      from: query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined,
      to: query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) : undefined,
    };
    if (range.from && range.to && range.from >= range.to) {
      throw new BadRequestException(FINANCE_ERRORS.INCOME_RANGE_REVERSED());
    }
    const [subscriptionMonths, costMonths] = await Promise.all([
      this.reports.monthlyTotals(range),
      this.monthlyCosts(range),
    ]);
    const monthKeys = [
      ...new Set([...subscriptionMonths.map((m) => m.month), ...costMonths.keys()]),
    ].sort();
    const bySubscriptionMonth = new Map(subscriptionMonths.map((m) => [m.month, m]));
    const months: IncomeMonth[] = monthKeys.map((month) => ({
      month,
      ...figures(
        bySubscriptionMonth.get(month) ?? EMPTY_MONTH,
        costMonths.get(month) ?? { total: 0, count: 0 },
      ),
    }));
    const sum = (pick: (m: IncomeMonth) => number) =>
      round(months.reduce((s, m) => s + pick(m), 0));
    return {
      from: query.from ?? null,
      to: query.to ?? null,
      currency: 'ETB',
      postFee: POST_FEE_ETB,
      ...figures(
        {
          buyerSubscriptionTotal: sum((m) => m.buyerSubscriptionTotal),
          buyerSubscriptionCount: sum((m) => m.buyerSubscriptionCount),
          postCount: sum((m) => m.postCount),
          paidPostCount: sum((m) => m.paidPostCount),
          postIncome: sum((m) => m.postIncome),
          topUpTotal: sum((m) => m.topUpTotal),
          topUpCount: sum((m) => m.topUpCount),
        },
        { total: sum((m) => m.costsTotal), count: sum((m) => m.costCount) },
      ),
      months,
    };
  }

  private async monthlyCosts(
    range: DateRange,
  ): Promise<Map<string, { total: number; count: number }>> {
    const rows = await sumByMonth(this.dataSource.getRepository(Cost).createQueryBuilder('c'), {
      date: 'c.costDate',
      amount: 'c.amount',
      range,
    });
    return new Map(rows.map((row) => [row.month, row]));
  }
}
