import { randomUUID } from 'node:crypto';
import { Injectable, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import type { PostCharge, PostChargeOutcome } from './post-charge';
import { SellerAccount } from './entities/seller-account.entity';
import { LedgerReason, SellerLedgerEntry } from './entities/seller-ledger-entry.entity';
import { POST_FEE_ETB, SELLER_CURRENCY } from './subscription.constants';
import { SUBSCRIPTION_ERRORS } from './subscription-errors';

/** The spec's refusal of a post the balance cannot pay for. */
export const balanceTooLow = () =>
  SUBSCRIPTION_ERRORS.BALANCE_TOO_LOW({ fee: POST_FEE_ETB, currency: SELLER_CURRENCY });

/** Rolls a credit back when its idempotency key is already in the ledger. */
class AlreadyCredited extends Error {}

export interface Credit {
  sellerId: number;
  amount: number;
  reason: Extract<LedgerReason, 'top-up' | 'staff-adjustment'>;
  actor: string;
  /** The payment reference, or a fresh key for a staff adjustment. Crediting it twice does nothing. */
  idempotencyKey?: string;
  note?: string;
  /** Runs inside the credit's transaction (e.g. marking the payment credited): both or neither. */
  alsoInTransaction?: (manager: EntityManager) => Promise<void>;
}

/**
 * A seller's prepaid balance. Every change is one conditional UPDATE plus one ledger row in the
 * same transaction, so the balance never goes below zero, even with concurrent posts, and always
 * equals the sum of the ledger.
 */
@Injectable()
export class SellerBalanceService implements PostCharge {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Opens a new seller's account, in the transaction that creates the seller. */
  async openAccount(manager: EntityManager, sellerId: number): Promise<void> {
    await manager.insert(SellerAccount, {
      sellerId,
      balance: 0,
      currency: SELLER_CURRENCY,
      freeTrialUsed: null,
    });
  }

  private async balanceOf(manager: EntityManager, sellerId: number): Promise<number> {
    const account = await manager.findOneByOrFail(SellerAccount, { sellerId });
    return account.balance;
  }

  private async record(
    manager: EntityManager,
    entry: Pick<
      SellerLedgerEntry,
      'sellerId' | 'amount' | 'reason' | 'actor' | 'idempotencyKey'
    > & { note?: string },
  ): Promise<SellerLedgerEntry> {
    const balanceAfter = await this.balanceOf(manager, entry.sellerId);
    return manager.save(
      manager.create(SellerLedgerEntry, { ...entry, note: entry.note ?? null, balanceAfter }),
    );
  }

  /** The post charge, run inside the listing's transaction: free trial first, else 500 ETB. */
  async chargeForPost(
    manager: EntityManager,
    post: { sellerId: number; listingId: number },
  ): Promise<PostChargeOutcome> {
    const key = `post:${post.listingId}`;
    const actor = `seller:${post.sellerId}`;
    const trial = await manager
      .createQueryBuilder()
      .update(SellerAccount)
      .set({ freeTrialUsed: 1 })
      .where('sellerId = :sellerId AND (freeTrialUsed IS NULL OR freeTrialUsed = 0)', {
        sellerId: post.sellerId,
      })
      .execute();
    if (trial.affected) {
      await this.record(manager, {
        sellerId: post.sellerId,
        amount: 0,
        reason: 'free-trial-post',
        actor,
        idempotencyKey: key,
      });
      return { method: 'free-trial', amount: 0 };
    }
    const charged = await manager
      .createQueryBuilder()
      .update(SellerAccount)
      .set({ balance: () => `balance - ${POST_FEE_ETB}` })
      .where('sellerId = :sellerId AND balance >= :fee', {
        sellerId: post.sellerId,
        fee: POST_FEE_ETB,
      })
      .execute();
    if (!charged.affected) throw new HttpException(balanceTooLow(), HttpStatus.PAYMENT_REQUIRED);
    await this.record(manager, {
      sellerId: post.sellerId,
      amount: -POST_FEE_ETB,
      reason: 'post-charge',
      actor,
      idempotencyKey: key,
    });
    return { method: 'balance', amount: POST_FEE_ETB };
  }

  /**
   * Whether a post would be paid for now (the free trial is left, or the balance covers the fee),
   * checked before any upload is read. The charge itself decides again, atomically.
   */
  async assertCanPay(sellerId: number): Promise<void> {
    const account = await this.findAccount(sellerId);
    const canPay = !!account && (account.freeTrialUsed !== 1 || account.balance >= POST_FEE_ETB);
    if (!canPay) throw new HttpException(balanceTooLow(), HttpStatus.PAYMENT_REQUIRED);
  }

  /**
   * Raises a balance for a verified payment or a staff adjustment. A key already in the ledger
   * credits nothing and returns false; a seller who does not exist is a 404.
   */
  async credit(credit: Credit): Promise<boolean> {
    const idempotencyKey = credit.idempotencyKey ?? `adjustment:${randomUUID()}`;
    try {
      await this.dataSource.transaction(async (manager) => {
        // The UPDATE locks the account row first, so two credits of one seller run one after the
        // other and the second sees the first's ledger row.
        const { affected } = await manager
          .createQueryBuilder()
          .update(SellerAccount)
          .set({ balance: () => 'balance + :amount' })
          .where('sellerId = :sellerId', { sellerId: credit.sellerId, amount: credit.amount })
          .execute();
        if (!affected) throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
        if (await manager.existsBy(SellerLedgerEntry, { idempotencyKey }))
          throw new AlreadyCredited();
        await this.record(manager, {
          sellerId: credit.sellerId,
          amount: credit.amount,
          reason: credit.reason,
          actor: credit.actor,
          idempotencyKey,
          note: credit.note,
        });
        await credit.alsoInTransaction?.(manager);
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyCredited || isUniqueViolation(error)) return false;
      throw error;
    }
  }

  findAccount(sellerId: number): Promise<SellerAccount | null> {
    return this.dataSource.getRepository(SellerAccount).findOneBy({ sellerId });
  }

  /** The spec's "subscription": exists once the seller has been credited at least once. */
  async subscriptionOf(sellerId: number): Promise<SellerAccount> {
    const account = await this.findSubscription(sellerId);
    if (!account) throw new NotFoundException(SUBSCRIPTION_ERRORS.NO_SELLER_SUBSCRIPTION());
    return account;
  }

  /** The seller's account once credited at least once, else null. */
  async findSubscription(sellerId: number): Promise<SellerAccount | null> {
    const [account, credited] = await Promise.all([
      this.findAccount(sellerId),
      this.dataSource.getRepository(SellerLedgerEntry).existsBy([
        { sellerId, reason: 'top-up' },
        { sellerId, reason: 'staff-adjustment' },
      ]),
    ]);
    return account && credited ? account : null;
  }

  /** Grants the one free-trial post if it was never granted; returns the state afterwards. */
  async startFreeTrial(sellerId: number): Promise<number> {
    const accounts = this.dataSource.getRepository(SellerAccount);
    await accounts
      .createQueryBuilder()
      .update()
      .set({ freeTrialUsed: 0 })
      .where('sellerId = :sellerId AND freeTrialUsed IS NULL', { sellerId })
      .execute();
    const account = await accounts.findOneBy({ sellerId });
    if (!account) throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
    return account.freeTrialUsed ?? 0;
  }

  ledger(filter: { sellerId?: number; reasons?: LedgerReason[] }, page: number, pageSize: number) {
    const qb = this.dataSource
      .getRepository(SellerLedgerEntry)
      .createQueryBuilder('e')
      .orderBy('e.createdAt', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    if (filter.sellerId) qb.andWhere('e.sellerId = :sellerId', { sellerId: filter.sellerId });
    if (filter.reasons?.length)
      qb.andWhere('e.reason IN (:...reasons)', { reasons: filter.reasons });
    return qb.getManyAndCount();
  }

  accounts(page: number, pageSize: number) {
    return this.dataSource.getRepository(SellerAccount).findAndCount({
      order: { updatedAt: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }
}
