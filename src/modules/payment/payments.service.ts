import { randomBytes } from 'node:crypto';
import {
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import type { CodedError } from '../../common/errors/coded-error';
import { BuyerAccessService } from '../subscription/buyer-access.service';
import { SellerBalanceService } from '../subscription/seller-balance.service';
import {
  Payment,
  PaymentAccountType,
  PaymentProviderName,
  PaymentStatus,
} from './entities/payment.entity';
import { PAYMENT_ERRORS } from './payment-errors';
import { PaymentSettings } from './payment-settings';

export interface PaymentAccount {
  type: PaymentAccountType;
  id: number;
}

/** What the provider says about a payment, reduced to what crediting needs. */
export type ProviderVerdict =
  | {
      outcome: 'paid';
      amount: number;
      currency: string;
      providerReference: string | null;
      answer: unknown;
    }
  | { outcome: 'failed'; error: CodedError; answer: unknown }
  | { outcome: 'pending'; error: CodedError; answer: unknown };

/** A payment after settling, with what the account has now. */
export interface SettledPayment {
  payment: Payment;
  /** True only for the one call that credited it (the return page, the webhook or a retry). */
  creditedNow?: boolean;
  /** The seller's balance after a top-up. */
  balance?: number;
  /** The buyer's subscription end after a subscription payment. */
  subscriptionEndDate?: Date | null;
}

const MAX_STORED_ANSWER = 4000;

/** References look like `GB-<time>-<random>`; a client may propose one in the same shape. */
export function newReference(prefix = 'GB'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`.toUpperCase();
}

/**
 * Orders and their crediting. A payment is credited once, after the provider confirmed it for
 * the amount and currency of the order, whichever of the return page, the webhook or a retry
 * gets there first: the ledger's idempotency key is the payment reference, and the payment is
 * marked credited in the same transaction as the balance or subscription change.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: PaymentSettings,
    private readonly balances: SellerBalanceService,
    private readonly access: BuyerAccessService,
  ) {}

  private get payments() {
    return this.dataSource.getRepository(Payment);
  }

  /** Records a new order for the account's product in the provider's currency. */
  async createOrder(input: {
    account: PaymentAccount;
    provider: PaymentProviderName;
    reference: string;
    currency: 'ETB' | 'USD';
    /** Where the payer's browser was (see payerOrigin): the return page is there. */
    returnOrigin: string;
  }): Promise<Payment> {
    const product = this.settings.product(input.account.type);
    try {
      return await this.payments.save(
        this.payments.create({
          reference: input.reference,
          provider: input.provider,
          purpose: product.purpose,
          accountType: input.account.type,
          accountId: input.account.id,
          amount: input.currency === 'ETB' ? product.etb : product.usd,
          currency: input.currency,
          creditAmount: product.etb,
          returnOrigin: input.returnOrigin,
          status: 'pending',
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(PAYMENT_ERRORS.PAYMENT_REFERENCE_USED());
      }
      throw error;
    }
  }

  findByReference(reference: string): Promise<Payment | null> {
    return this.payments.findOneBy({ reference });
  }

  /** The caller's own payment; anyone else's is indistinguishable from a missing one. */
  async findOwned(
    reference: string,
    account: PaymentAccount,
    provider: PaymentProviderName,
  ): Promise<Payment> {
    const payment = await this.payments.findOneBy({
      reference,
      provider,
      accountType: account.type,
      accountId: account.id,
    });
    if (!payment) throw new NotFoundException(PAYMENT_ERRORS.PAYMENT_NOT_FOUND());
    return payment;
  }

  /** Records why a payment failed, unless it was paid or credited meanwhile. */
  async markFailed(payment: Payment, reason: string, answer?: unknown): Promise<void> {
    await this.payments.update(
      { id: payment.id, status: In(['pending', 'failed'] satisfies PaymentStatus[]) },
      { status: 'failed', failureReason: reason.slice(0, 255), verification: this.stored(answer) },
    );
  }

  private stored(answer: unknown): string | null {
    if (answer === undefined) return null;
    return JSON.stringify(answer).slice(0, MAX_STORED_ANSWER);
  }

  /**
   * Applies the provider's verdict: credits a confirmed payment once, records failures.
   * Throws the provider's reason when the payment is not (or not yet) paid.
   */
  async settle(payment: Payment, verdict: ProviderVerdict): Promise<SettledPayment> {
    if (payment.status === 'credited') return this.currentState(payment);
    if (verdict.outcome === 'pending') {
      throw new HttpException(verdict.error, HttpStatus.CONFLICT);
    }
    if (verdict.outcome === 'failed') {
      await this.markFailed(payment, verdict.error.message, verdict.answer);
      throw new HttpException(verdict.error, HttpStatus.PAYMENT_REQUIRED);
    }
    const matches =
      verdict.amount === payment.amount &&
      verdict.currency.toUpperCase() === payment.currency.toUpperCase();
    if (!matches) {
      this.logger.warn(
        `Payment ${payment.reference}: paid ${verdict.amount} ${verdict.currency}, ordered ${payment.amount} ${payment.currency}`,
      );
      const mismatch = PAYMENT_ERRORS.PAYMENT_AMOUNT_MISMATCH();
      await this.markFailed(payment, mismatch.message, verdict.answer);
      throw new HttpException(mismatch, HttpStatus.PAYMENT_REQUIRED);
    }
    await this.payments.update(
      { id: payment.id, status: In(['pending', 'failed', 'paid'] satisfies PaymentStatus[]) },
      {
        status: 'paid',
        providerReference: verdict.providerReference,
        verification: this.stored(verdict.answer),
        failureReason: null,
      },
    );
    const creditedNow = await this.credit(payment);
    const state = await this.currentState(await this.payments.findOneByOrFail({ id: payment.id }));
    return { ...state, creditedNow };
  }

  /** Credits the payment unless an earlier call did; true when this call did. */
  private async credit(payment: Payment): Promise<boolean> {
    const markCredited = async (manager: EntityManager) => {
      await manager.update(
        Payment,
        { id: payment.id },
        { status: 'credited', creditedAt: new Date() },
      );
    };
    const common = {
      actor: `payment:${payment.provider}`,
      idempotencyKey: `payment:${payment.reference}`,
      alsoInTransaction: markCredited,
    };
    const credited =
      payment.accountType === 'seller'
        ? await this.balances.credit({
            ...common,
            sellerId: payment.accountId,
            amount: payment.creditAmount,
            reason: 'top-up',
            note: payment.purpose,
          })
        : await this.access.grantPeriod({
            ...common,
            buyerId: payment.accountId,
            amount: payment.creditAmount,
            currency: 'ETB',
          });
    if (credited) {
      this.logger.log(
        `Credited ${payment.reference} (${payment.provider}) to ${payment.accountType} ${payment.accountId}`,
      );
    }
    return credited;
  }

  /** The payment with the account's balance or subscription as they are now. */
  async currentState(payment: Payment): Promise<SettledPayment> {
    if (payment.accountType === 'seller') {
      const account = await this.balances.findAccount(payment.accountId);
      return { payment, balance: account?.balance ?? 0 };
    }
    const state = await this.access.state(payment.accountId);
    return { payment, subscriptionEndDate: state.endDate };
  }
}
