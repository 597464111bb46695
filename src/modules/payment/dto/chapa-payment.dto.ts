import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsNumberString,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PAYMENT_ERRORS } from '../payment-errors';

export const REFERENCE_PATTERN = /^[A-Za-z0-9._-]{6,64}$/;
const REFERENCE_INVALID = withCode(PAYMENT_ERRORS.PAYMENT_REFERENCE_INVALID());

/**
 * Starts a Chapa checkout. The spec's client sends the whole Chapa order; the server takes only
 * the reference from it (the price, payer and URLs are its own), and refuses a different price.
 */
export class CreateChapaPaymentDto {
  @ApiPropertyOptional({ description: 'Must equal the price when sent.', example: '500' })
  @IsOptional()
  @IsNumberString({}, withCode(PAYMENT_ERRORS.PAYMENT_AMOUNT_NOT_NUMBER()))
  amount?: string;

  @ApiPropertyOptional({ enum: ['ETB'] })
  @IsOptional()
  @IsIn(['ETB'], withCode(PAYMENT_ERRORS.PAYMENT_CHAPA_CURRENCY()))
  currency?: string;

  @ApiPropertyOptional({ description: 'Proposed reference; one is generated when absent.' })
  @IsOptional()
  @Matches(REFERENCE_PATTERN, REFERENCE_INVALID)
  tx_ref?: string;

  @ApiPropertyOptional({ description: 'The seller paying; must be the caller.' })
  @IsOptional()
  sellerId?: number | string;

  @ApiPropertyOptional({ description: 'The buyer paying; must be the caller.' })
  @IsOptional()
  buyerId?: number | string;

  /** The payer's details are taken from their account; these are accepted and ignored. */
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @IsOptional() @IsString() @MaxLength(100) first_name?: string;
  @IsOptional() @IsString() @MaxLength(100) last_name?: string;
  @IsOptional() @IsString() @MaxLength(32) phone_number?: string;
  @IsOptional() @IsString() @MaxLength(100) title?: string;
  /** This server's own return and callback URLs are always used. */
  @IsOptional() @IsString() @MaxLength(500) callback_url?: string;
  @IsOptional() @IsString() @MaxLength(500) return_url?: string;
  @IsOptional() @IsObject() customization?: Record<string, unknown>;

  @ApiPropertyOptional({ description: '{ seller_id } or { buyer_id }: must be the caller.' })
  @IsOptional()
  @IsObject()
  meta?: Record<string, unknown>;
}

export class ChapaCheckoutData {
  checkout_url: string;
}

export class ChapaCheckoutResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  data: ChapaCheckoutData;
  /** The reference to keep for the return page. */
  tx_ref: string;
}

export class VerifyChapaPaymentQuery {
  @IsNotEmpty(withCode(PAYMENT_ERRORS.PAYMENT_REFERENCE_REQUIRED()))
  @Matches(REFERENCE_PATTERN, REFERENCE_INVALID)
  tx_ref: string;
}

export class PaymentOutcome {
  reference: string;
  @ApiProperty({ enum: ['chapa', 'stripe'] })
  provider: string;
  @ApiProperty({ enum: ['Account Top Up', 'Buyer Subscription'] })
  purpose: string;
  amount: number;
  currency: string;
  /** ETB credited to the balance, or the subscription's price. */
  creditAmount: number;
  @ApiProperty({ enum: ['pending', 'paid', 'credited', 'failed'] })
  paymentStatus: string;
  /** The seller's balance now (top-ups). */
  balance?: number;
  /** The buyer's subscription end now (subscriptions), ISO 8601. */
  subscriptionEndDate?: string | null;
}

export class PaymentOutcomeResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  data: PaymentOutcome;
}

export class WebhookResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
}
