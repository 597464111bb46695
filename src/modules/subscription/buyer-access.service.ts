import { randomUUID } from 'node:crypto';
import { ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { SelectStatements } from '../../common/database/select-statements';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { JobLeases } from '../coordination/job-leases.service';
import { BuyerFreeTrial } from './entities/buyer-free-trial.entity';
import { BuyerStartedTrial } from './entities/buyer-started-trial.entity';
import { BuyerSubscriptionPayment } from './entities/buyer-subscription-payment.entity';
import { BuyerSubscription, BuyerSubscriptionStatus } from './entities/buyer-subscription.entity';
import { SellerAccount } from './entities/seller-account.entity';
import {
  BUYER_FREE_TRIALS,
  BUYER_SUBSCRIPTION_MONTHS,
  STARTED_TRIAL_MINUTES,
} from './subscription.constants';
import { SUBSCRIPTION_ERRORS } from './subscription-errors';

/** The refusal of a buyer who may not see a seller's contact details. */
export const SUBSCRIBE_FOR_CONTACT = SUBSCRIPTION_ERRORS.SUBSCRIBE_FOR_CONTACT();
const EXPIRY_JOB = 'expire-buyer-subscriptions';

export interface BuyerSubscriptionState {
  buyerId: number;
  status: BuyerSubscriptionStatus;
  amount: number;
  currency: string;
  endDate: Date | null;
  startedAt: Date | null;
}

export interface PeriodGrant {
  buyerId: number;
  amount: number;
  currency: string;
  actor: string;
  /** The payment reference, or a fresh key for a staff grant. Granting it twice does nothing. */
  idempotencyKey?: string;
  /** Runs inside the grant's transaction (e.g. marking the payment credited): both or neither. */
  alsoInTransaction?: (manager: EntityManager) => Promise<void>;
}

export type ContactAccess = 'subscription' | 'free-trial';

export interface FreeTrialOutcome {
  access: ContactAccess;
  /** Trials spent, and one started and waiting for a seller. */
  freeTrialsUsed: number;
}

class AlreadyGranted extends Error {}

/** Calendar months, clamped to the month's last day (31 August + 6 months = 28 or 29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Buyer subscriptions (250 ETB for 6 months) and the two free trials that unlock one seller's
 * contact details each. Changes to one buyer are serialised on their row.
 */
@Injectable()
export class BuyerAccessService {
  private readonly logger = new Logger('BuyerAccess');
  /** The reads made for every page of listings a buyer opens, their SQL rendered once. */
  private readonly statements: SelectStatements;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
  ) {
    this.statements = new SelectStatements(dataSource);
  }

  /** Opens a new buyer's access row (no subscription yet), in the transaction creating the buyer. */
  async openAccount(manager: EntityManager, buyerId: number): Promise<void> {
    await manager.insert(BuyerSubscription, {
      buyerId,
      amount: 0,
      currency: 'ETB',
      endDate: null,
      status: 'none',
    });
  }

  /** Takes the buyer's row lock for the rest of the transaction; a buyer who does not exist is a 404. */
  private async lock(manager: EntityManager, buyerId: number): Promise<BuyerSubscription> {
    await manager
      .createQueryBuilder()
      .update(BuyerSubscription)
      .set({ currency: () => 'currency' })
      .where('buyerId = :buyerId', { buyerId })
      .execute();
    const row = await manager.findOneBy(BuyerSubscription, { buyerId });
    if (!row) throw new NotFoundException(ACCOUNT_ERRORS.BUYER_NOT_FOUND());
    return row;
  }

  private static isActive(
    row: Pick<BuyerSubscription, 'status' | 'endDate'> | null,
    now: Date,
  ): boolean {
    return (
      row !== null &&
      row.status !== 'none' &&
      row.endDate !== null &&
      row.endDate.getTime() > now.getTime()
    );
  }

  async state(buyerId: number, now = new Date()): Promise<BuyerSubscriptionState> {
    const row = await this.dataSource.getRepository(BuyerSubscription).findOneBy({ buyerId });
    return this.toState(buyerId, row, now);
  }

  private toState(
    buyerId: number,
    row: BuyerSubscription | null,
    now: Date,
  ): BuyerSubscriptionState {
    const status: BuyerSubscriptionStatus =
      !row || row.status === 'none' || !row.endDate
        ? 'none'
        : BuyerAccessService.isActive(row, now)
          ? 'active'
          : 'expired';
    return {
      buyerId,
      status,
      amount: row?.amount ?? 0,
      currency: row?.currency ?? 'ETB',
      endDate: row?.endDate ?? null,
      startedAt: status === 'none' ? null : (row?.createdAt ?? null),
    };
  }

  /** The same rule as `isActive`, read as one indexed row. */
  async hasActiveSubscription(buyerId: number, now = new Date()): Promise<boolean> {
    const rows = await this.statements.rows(
      'active-subscription',
      (values) =>
        this.dataSource
          .getRepository(BuyerSubscription)
          .createQueryBuilder('s')
          .select('s.buyerId', 'buyerId')
          .where("s.buyerId = :buyerId AND s.status <> 'none' AND s.endDate > :now", values)
          .limit(1),
      { buyerId, now },
    );
    return rows.length > 0;
  }

  /**
   * Grants six months from the later of now and the current end. One grant per key: a replayed
   * payment grants nothing and returns false.
   */
  async grantPeriod(grant: PeriodGrant, now = new Date()): Promise<boolean> {
    const idempotencyKey = grant.idempotencyKey ?? `grant:${randomUUID()}`;
    try {
      await this.dataSource.transaction(async (manager) => {
        const row = await this.lock(manager, grant.buyerId);
        if (await manager.existsBy(BuyerSubscriptionPayment, { idempotencyKey }))
          throw new AlreadyGranted();
        const from = BuyerAccessService.isActive(row, now) ? row.endDate! : now;
        const endDate = addMonths(from, BUYER_SUBSCRIPTION_MONTHS);
        await manager.update(
          BuyerSubscription,
          { buyerId: grant.buyerId },
          {
            amount: grant.amount,
            currency: grant.currency,
            endDate,
            status: 'active',
          },
        );
        await manager.save(
          manager.create(BuyerSubscriptionPayment, {
            buyerId: grant.buyerId,
            amount: grant.amount,
            currency: grant.currency,
            periodEnd: endDate,
            actor: grant.actor,
            idempotencyKey,
          }),
        );
        await grant.alsoInTransaction?.(manager);
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyGranted || isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Trials spent, plus one started and still waiting for a seller. */
  async freeTrialsUsed(buyerId: number, now = new Date()): Promise<number> {
    const [spent, started] = await Promise.all([
      this.dataSource.getRepository(BuyerFreeTrial).countBy({ buyerId }),
      this.hasStartedTrial(this.dataSource.manager, buyerId, now),
    ]);
    return spent + (started ? 1 : 0);
  }

  private hasStartedTrial(manager: EntityManager, buyerId: number, now: Date): Promise<boolean> {
    return manager.existsBy(BuyerStartedTrial, { buyerId, expiresAt: MoreThan(now) });
  }

  /** Every seller has an account from registration on: no account, no such seller. */
  private async assertSellerExists(manager: EntityManager, sellerId: number): Promise<void> {
    if (!(await manager.existsBy(SellerAccount, { sellerId })))
      throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
  }

  /**
   * Whether the buyer may see this seller's contact details now. A trial the buyer started
   * without naming a seller belongs to this read (the spec's client starts one before each
   * address read): it is spent on this seller, or given back when the seller was unlocked before.
   */
  async contactAccess(
    buyerId: number,
    sellerId: number,
    now = new Date(),
  ): Promise<ContactAccess | null> {
    if (await this.hasActiveSubscription(buyerId, now)) return 'subscription';
    const trials = this.dataSource.getRepository(BuyerFreeTrial);
    if (await trials.existsBy({ buyerId, sellerId })) {
      await this.dataSource.getRepository(BuyerStartedTrial).delete({ buyerId });
      return 'free-trial';
    }
    if (!(await this.hasStartedTrial(this.dataSource.manager, buyerId, now))) return null;
    return this.dataSource.transaction(async (manager) => {
      // Under the buyer's lock, so two reads at once spend the started trial once.
      const row = await this.lock(manager, buyerId);
      await this.assertSellerExists(manager, sellerId);
      if (BuyerAccessService.isActive(row, now)) return 'subscription';
      if (await manager.existsBy(BuyerFreeTrial, { buyerId, sellerId })) return 'free-trial';
      const spent = await this.spendStartedTrial(manager, buyerId, now);
      if (!spent) return null;
      await manager.insert(BuyerFreeTrial, { buyerId, sellerId });
      return 'free-trial';
    });
  }

  /** Of these sellers, those whose contact details the buyer may see now (nothing is spent). */
  async sellersWithContactAccess(
    buyerId: number,
    sellerIds: number[],
    now = new Date(),
  ): Promise<number[]> {
    if (!sellerIds.length) return [];
    if (await this.hasActiveSubscription(buyerId, now)) return sellerIds;
    const unlocked = await this.statements.rows<{ sellerId: number | string }>(
      'unlocked-sellers',
      (values) =>
        this.dataSource
          .getRepository(BuyerFreeTrial)
          .createQueryBuilder('t')
          .select('t.sellerId', 'sellerId')
          .where('t.buyerId = :buyerId AND t.sellerId IN (:...sellerIds)', values),
      { buyerId, sellerIds },
    );
    return unlocked.map((trial) => Number(trial.sellerId));
  }

  /** Removes the buyer's started trial; false when there was none left to spend. */
  private async spendStartedTrial(
    manager: EntityManager,
    buyerId: number,
    now: Date,
  ): Promise<boolean> {
    const { affected } = await manager.delete(BuyerStartedTrial, {
      buyerId,
      expiresAt: MoreThan(now),
    });
    return !!affected;
  }

  /**
   * Uses a free trial. With a seller it unlocks that seller's contact details at once; without
   * one (the spec's body) it starts a trial that the buyer's next seller address read spends,
   * within STARTED_TRIAL_MINUTES. Nothing is spent with an active subscription or for a seller
   * already unlocked; a third trial is refused.
   */
  async useFreeTrial(
    buyerId: number,
    sellerId: number | undefined,
    now = new Date(),
  ): Promise<FreeTrialOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, buyerId);
      if (sellerId !== undefined) await this.assertSellerExists(manager, sellerId);
      const spent = await manager.countBy(BuyerFreeTrial, { buyerId });
      const started = await this.hasStartedTrial(manager, buyerId, now);
      if (BuyerAccessService.isActive(row, now))
        return { access: 'subscription', freeTrialsUsed: spent + (started ? 1 : 0) };
      if (sellerId !== undefined && (await manager.existsBy(BuyerFreeTrial, { buyerId, sellerId })))
        return { access: 'free-trial', freeTrialsUsed: spent + (started ? 1 : 0) };
      // A started trial is one of the two: naming a seller now spends it, starting again renews it.
      if (!started && spent >= BUYER_FREE_TRIALS)
        throw new ForbiddenException(SUBSCRIPTION_ERRORS.ALL_FREE_TRIALS_USED());
      await manager.delete(BuyerStartedTrial, { buyerId });
      if (sellerId === undefined) {
        const expiresAt = new Date(now.getTime() + STARTED_TRIAL_MINUTES * 60_000);
        await manager.insert(BuyerStartedTrial, { buyerId, expiresAt });
      } else {
        await manager.insert(BuyerFreeTrial, { buyerId, sellerId });
      }
      return { access: 'free-trial', freeTrialsUsed: spent + 1 };
    });
  }

  /** Marks ended subscriptions expired. Idempotent: a second run finds nothing left to mark. */
  async expireDue(now = new Date()): Promise<number> {
    const result = await this.dataSource
      .getRepository(BuyerSubscription)
      .update({ status: 'active', endDate: LessThanOrEqual(now) }, { status: 'expired' });
    return result.affected ?? 0;
  }

  /** One instance does each run. */
  @Cron(CronExpression.EVERY_10_MINUTES, { name: EXPIRY_JOB })
  async expireDueOnSchedule(): Promise<void> {
    const run = await this.leases.runExclusive(EXPIRY_JOB, { holdAtLeastMs: 60_000 }, () =>
      this.expireDue(),
    );
    if (run.ran && run.result)
      this.logger.log(`Marked ${run.result} buyer subscription(s) expired`);
  }

  allSubscriptions(page: number, pageSize: number) {
    return this.dataSource.getRepository(BuyerSubscription).findAndCount({
      where: [{ status: 'active' }, { status: 'expired' }],
      order: { updatedAt: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  toView(buyerId: number, row: BuyerSubscription | null, now = new Date()) {
    return this.toState(buyerId, row, now);
  }
}
