import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageMetaDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import type { BuyerSubscriptionState } from '../buyer-access.service';
import { SUBSCRIPTION_ERRORS } from '../subscription-errors';

const AMOUNT_INVALID = withCode(SUBSCRIPTION_ERRORS.SUBSCRIPTION_AMOUNT_INVALID());

export class BuyerIdQueryDto {
  /** Optional for buyers (must be their own); staff name the buyer. */
  @IsOptional()
  buyerId?: string;
}

/** Staff grant of a subscription period (payments grant theirs on their own). */
export class AddBuyerSubscriptionDto {
  @Type(() => Number)
  @IsInt(withCode(SUBSCRIPTION_ERRORS.BUYER_ID_REQUIRED()))
  buyerId: number;

  /** ETB recorded for the period (250 by default). */
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, AMOUNT_INVALID)
  @Min(0, AMOUNT_INVALID)
  @Max(100_000, withCode(SUBSCRIPTION_ERRORS.SUBSCRIPTION_AMOUNT_TOO_LARGE()))
  subscriptionAmount?: number;

  @IsOptional()
  @IsIn(['ETB'], withCode(SUBSCRIPTION_ERRORS.SUBSCRIPTION_IN_ETB_ONLY()))
  subscriptionCurrency?: 'ETB';

  /** Ignored: the server sets the end, six months after the later of now and the current end. */
  @IsOptional()
  @IsString()
  subscriptionEndDate?: string;
}

/** The spec sends `{buyerId}`; `{sellerId}` unlocks that seller at once. */
export class UseFreeTrialDto {
  /** Optional for buyers (must be their own). */
  @IsOptional()
  buyerId?: number | string;

  /**
   * The seller whose contact details the trial unlocks. Without it the trial is started, and the
   * buyer's next seller address read (within 10 minutes) spends it.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt(withCode(VALIDATION_ERRORS.INVALID_VALUE()))
  @Min(1, withCode(VALIDATION_ERRORS.INVALID_VALUE()))
  sellerId?: number;
}

/** A buyer's subscription: none, active (ends in the future) or expired. */
export class BuyerSubscriptionView {
  @ApiProperty({ enum: ['none', 'active', 'expired'] })
  status: 'none' | 'active' | 'expired';
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  buyerSubscriptionDate: Date | null;
  buyerSubscriptionAmount: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  buyerSubscriptionEndDate: Date | null;
  buyerSubscriptionCurrency: string;
}

export function toBuyerSubscriptionView(state: BuyerSubscriptionState): BuyerSubscriptionView {
  return {
    status: state.status,
    buyerSubscriptionDate: state.startedAt,
    buyerSubscriptionAmount: state.amount,
    buyerSubscriptionEndDate: state.endDate,
    buyerSubscriptionCurrency: state.currency,
  };
}

export class BuyerSubscriptionDto extends BuyerSubscriptionView {
  buyerId: number;
}

export function toBuyerSubscription(state: BuyerSubscriptionState): BuyerSubscriptionDto {
  return { buyerId: state.buyerId, ...toBuyerSubscriptionView(state) };
}

export class BuyerSubscriptionResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  @ApiPropertyOptional()
  message?: string;
  data: BuyerSubscriptionDto;
}

export class BuyerSubscriptionPageResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: BuyerSubscriptionDto[];
  meta: PageMetaDto;
}

export class BuyerFreeTrialsResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  freeTrialsUsed: number;
  /** How many free trials a buyer has in all. */
  freeTrials: number;
}

export class UseFreeTrialResponse extends BuyerFreeTrialsResponse {
  /**
   * What opens the seller's contact details: the subscription, or this free trial (started and
   * waiting for the next address read when no seller was named).
   */
  @ApiProperty({ enum: ['subscription', 'free-trial'] })
  access: 'subscription' | 'free-trial';
}
