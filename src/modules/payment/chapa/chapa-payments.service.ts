import {
  BadGatewayException,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { BuyerService } from '../../buyer/buyer.service';
import { SellerService } from '../../seller/seller.service';
import { Payment } from '../entities/payment.entity';
import { PAYMENT_ERRORS } from '../payment-errors';
import type { PaymentProvider } from '../payment-provider';
import { PaymentSettings } from '../payment-settings';
import {
  newReference,
  PaymentAccount,
  PaymentsService,
  ProviderVerdict,
  SettledPayment,
} from '../payments.service';
import { ChapaClient, ChapaUnavailable, ChapaVerification } from './chapa.client';
import { ChapaSignatureHeaders, isSignedByChapa } from './chapa-signature';

/** Where Chapa sends the payer back to and where it posts its webhook, per account type. */
const ROUTES = {
  seller: { returnPath: '/payment/return', callbackPath: '/api/payment/chapa/callback' },
  buyer: { returnPath: '/payment/buyer/return', callbackPath: '/api/payment/chapa/buyer/callback' },
} as const;

/** Chapa's own words about an unfinished payment, or ours when it gave none. */
function pendingAtChapa(verification: ChapaVerification) {
  return verification.message
    ? PAYMENT_ERRORS.PAYMENT_PENDING_AT_PROVIDER({ reason: verification.message })
    : PAYMENT_ERRORS.PAYMENT_NOT_COMPLETED();
}

export interface ChapaCheckout {
  checkoutUrl: string;
  payment: Payment;
}

/** Chapa's hosted checkout: starting it, verifying its outcome, and its webhooks. */
@Injectable()
export class ChapaPaymentsService implements PaymentProvider {
  readonly name = 'chapa' as const;

  private readonly logger = new Logger('ChapaPayments');

  constructor(
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly settings: PaymentSettings,
    private readonly chapa: ChapaClient,
    private readonly payments: PaymentsService,
  ) {}

  /** The payer's details as Chapa asks for them, from their own account. */
  private async payer(account: PaymentAccount) {
    const person =
      account.type === 'seller'
        ? await this.sellers.findPerson(account.id)
        : await this.buyers.findPerson(account.id);
    if (!person) {
      throw new NotFoundException(
        account.type === 'seller'
          ? PAYMENT_ERRORS.PAYMENT_SELLER_NOT_FOUND()
          : PAYMENT_ERRORS.PAYMENT_BUYER_NOT_FOUND(),
      );
    }
    return {
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName || 'User',
      phone: person.phone,
    };
  }

  /**
   * Records the order, then asks Chapa for a checkout page for exactly the product's price. The
   * payer's details come from their account, the URLs from this server: nothing from the client
   * decides what is charged. The payer comes back to `returnOrigin` (the origin they paid from,
   * see payerOrigin), while Chapa's webhook always goes to PUBLIC_URL, which Chapa can reach.
   */
  async startCheckout(
    account: PaymentAccount,
    returnOrigin: string,
    proposedReference?: string,
  ): Promise<ChapaCheckout> {
    // Refuses before any order is recorded when Chapa is not configured.
    this.settings.chapa();
    const payer = await this.payer(account);
    const reference = proposedReference ?? newReference();
    const payment = await this.payments.createOrder({
      account,
      provider: 'chapa',
      reference,
      currency: 'ETB',
      returnOrigin,
    });
    const { returnPath, callbackPath } = ROUTES[account.type];
    try {
      const checkoutUrl = await this.chapa.initialize({
        amount: payment.amount.toFixed(2),
        currency: 'ETB',
        email: payer.email,
        first_name: payer.first_name,
        last_name: payer.last_name,
        // Chapa wants the local 09/07… form; international numbers are left out.
        phone_number: payer.phone.startsWith('+251') ? `0${payer.phone.slice(4)}` : undefined,
        tx_ref: reference,
        callback_url: `${this.settings.publicUrl}${callbackPath}`,
        return_url: `${returnOrigin}${returnPath}?tx_ref=${encodeURIComponent(reference)}`,
        customization: {
          // Chapa limits the title to 16 characters and the description to plain words.
          title: account.type === 'seller' ? 'Gebeya Top Up' : 'Gebeya Access',
          description: `${payment.purpose} ${payment.amount} ETB`,
        },
        meta: { [`${account.type}_id`]: account.id, purpose: payment.purpose },
      });
      return { checkoutUrl, payment };
    } catch (error) {
      if (!(error instanceof ChapaUnavailable)) throw error;
      const failed = PAYMENT_ERRORS.PAYMENT_INITIATION_FAILED();
      await this.payments.markFailed(payment, `${failed.message}: ${error.message}`);
      throw new BadGatewayException(failed);
    }
  }

  private static verdictOf(verification: ChapaVerification): ProviderVerdict {
    const { data } = verification;
    if (!verification.found || !data) {
      return { outcome: 'pending', error: pendingAtChapa(verification), answer: verification };
    }
    const status = String(data.status).toLowerCase();
    if (status === 'success') {
      return {
        outcome: 'paid',
        amount: Number(data.amount),
        currency: String(data.currency),
        providerReference: typeof data.reference === 'string' ? data.reference : null,
        answer: data,
      };
    }
    if (status === 'pending') {
      return { outcome: 'pending', error: pendingAtChapa(verification), answer: data };
    }
    return {
      outcome: 'failed',
      error: PAYMENT_ERRORS.PAYMENT_UNSUCCESSFUL({ status }),
      answer: data,
    };
  }

  /** Asks Chapa about the payment and credits it if it is paid (once, however often asked). */
  async checkAndSettle(payment: Payment): Promise<SettledPayment> {
    if (payment.status === 'credited') return this.payments.currentState(payment);
    let verification: ChapaVerification;
    try {
      verification = await this.chapa.verify(payment.reference);
    } catch (error) {
      if (error instanceof ChapaUnavailable) {
        throw new BadGatewayException(PAYMENT_ERRORS.PAYMENT_VERIFICATION_FAILED());
      }
      throw error;
    }
    return this.payments.settle(payment, ChapaPaymentsService.verdictOf(verification));
  }

  async verifyOwn(reference: string, account: PaymentAccount): Promise<SettledPayment> {
    return this.checkAndSettle(await this.payments.findOwned(reference, account, 'chapa'));
  }

  /**
   * A webhook only tells us which payment to look at: its signature is checked, then Chapa is
   * asked directly before anything is credited. Unknown references and replays are answered
   * with success so Chapa stops retrying.
   */
  async handleWebhook(
    rawBody: Buffer | undefined,
    headers: ChapaSignatureHeaders,
    body: Record<string, unknown>,
  ): Promise<string> {
    const { webhookSecret } = this.settings.chapa();
    if (!webhookSecret || !isSignedByChapa(rawBody, headers, webhookSecret)) {
      this.logger.warn('Refused a Chapa webhook with a missing or wrong signature');
      throw new UnauthorizedException(PAYMENT_ERRORS.PAYMENT_SIGNATURE_INVALID());
    }
    const reference = body.tx_ref ?? body.trx_ref;
    if (typeof reference !== 'string') return 'Ignored: no transaction reference.';
    const payment = await this.payments.findByReference(reference);
    if (!payment || payment.provider !== 'chapa') return 'Ignored: unknown transaction.';
    if (payment.status === 'credited') return 'Already credited.';
    try {
      await this.checkAndSettle(payment);
      return 'Payment credited.';
    } catch (error) {
      // A payment Chapa reports as failed or unpaid is recorded; only an unreachable Chapa
      // makes the webhook fail, so that it is delivered again.
      if (error instanceof BadGatewayException) throw error;
      return 'Payment not credited.';
    }
  }
}
