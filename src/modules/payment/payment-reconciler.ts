import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, In } from 'typeorm';
import { ChapaPaymentsService } from './chapa/chapa-payments.service';
import { Payment, PaymentProviderName, PaymentStatus } from './entities/payment.entity';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentsService } from './stripe/stripe-payments.service';

/** Younger orders are still in the payer's hands; older ones are not chased any more. */
const SETTLE_AFTER_MS = 2 * 60 * 1000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The retry behind the return page and the webhook: a payer who closed the tab before coming
 * back, with a webhook that never arrived, is still credited once the provider says paid.
 */
@Injectable()
export class PaymentReconciler {
  private readonly logger = new Logger('PaymentReconciler');

  private readonly providers: Record<PaymentProviderName, PaymentProvider>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    chapa: ChapaPaymentsService,
    stripe: StripePaymentsService,
  ) {
    this.providers = { chapa, stripe };
  }

  /** Asks the provider about every open order in the window; returns how many got credited. */
  async settleOpenPayments(now = new Date()): Promise<number> {
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
    let credited = 0;
    for (const payment of open) {
      try {
        const settled = await this.providers[payment.provider].checkAndSettle(payment);
        if (settled.payment.status === 'credited') credited += 1;
      } catch {
        // Not paid yet, failed, or the provider is unreachable: the next round asks again.
      }
    }
    return credited;
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'settle-open-payments' })
  async settleOnSchedule(): Promise<void> {
    const credited = await this.settleOpenPayments();
    if (credited) this.logger.log(`Credited ${credited} payment(s) found paid on retry`);
  }
}
