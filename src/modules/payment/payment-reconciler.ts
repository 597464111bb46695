import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, In } from 'typeorm';
import { JobLeases } from '../coordination/job-leases.service';
import { ChapaPaymentsService } from './chapa/chapa-payments.service';
import { Payment, PaymentProviderName, PaymentStatus } from './entities/payment.entity';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentsService } from './stripe/stripe-payments.service';

/** Younger orders are still in the payer's hands; older ones are not chased any more. */
const SETTLE_AFTER_MS = 2 * 60 * 1000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
export const SETTLE_JOB = 'settle-open-payments';

/** What one round did: orders asked about with their provider, and those this round credited. */
export interface ReconcileRound {
  checked: number;
  credited: number;
}

/**
 * The retry behind the return page and the webhook: a payer who closed the tab before coming
 * back, with a webhook that never arrived, is still credited once the provider says paid.
 * One instance does each scheduled round.
 */
@Injectable()
export class PaymentReconciler {
  private readonly logger = new Logger('PaymentReconciler');

  private readonly providers: Record<PaymentProviderName, PaymentProvider>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
    chapa: ChapaPaymentsService,
    stripe: StripePaymentsService,
  ) {
    this.providers = { chapa, stripe };
  }

  /**
   * Asks the provider about every open order in the window. Counts only the credits this round
   * made: an order the webhook credited meanwhile is not this round's. Stops early when `signal`
   * says another instance has taken the round over.
   */
  async settleOpenPayments(now = new Date(), signal?: AbortSignal): Promise<ReconcileRound> {
    const open = await this.dataSource.getRepository(Payment).find({
      where: {
        status: In(['pending', 'paid'] satisfies PaymentStatus[]),
        createdAt: Between(
          new Date(now.getTime() - GIVE_UP_AFTER_MS),
          new Date(now.getTime() - SETTLE_AFTER_MS),
        ),
      },
      order: { createdAt: 'ASC' },
      take: 200,
    });
    const round: ReconcileRound = { checked: 0, credited: 0 };
    for (const payment of open) {
      if (signal?.aborted) break;
      round.checked += 1;
      try {
        const settled = await this.providers[payment.provider].checkAndSettle(payment);
        if (settled.creditedNow) round.credited += 1;
      } catch {
        // Not paid yet, failed, or the provider is unreachable: the next round asks again.
      }
    }
    return round;
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: SETTLE_JOB })
  async settleOnSchedule(): Promise<void> {
    const run = await this.leases.runExclusive(SETTLE_JOB, { holdAtLeastMs: 60_000 }, (signal) =>
      this.settleOpenPayments(new Date(), signal),
    );
    if (run.ran && run.result.checked) {
      const { checked, credited } = run.result;
      this.logger.log(
        `Checked ${checked} open payment(s) with their provider, credited ${credited}`,
      );
    }
  }
}
