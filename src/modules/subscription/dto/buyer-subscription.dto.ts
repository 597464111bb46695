import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import { PageMetaDto } from '../../../common/paging/page-query.dto';
import type { BuyerSubscriptionState } from '../buyer-access.service';

export class BuyerIdQueryDto {
  /** Optional for buyers (must be their own); staff name the buyer. */
  @IsOptional()
  buyerId?: string;
}

/** Staff grant of a subscription period (payments grant theirs on their own). */
export class AddBuyerSubscriptionDto {
  @Type(() => Number)
  @IsInt({ message: 'buyerId is required.' })
  buyerId: number;

  /** ETB recorded for the period (250 by default). */
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'subscriptionAmount must be an amount from 0.' })
  @Min(0, { message: 'subscriptionAmount must be an amount from 0.' })
  @Max(100_000, { message: 'subscriptionAmount is too large.' })
  subscriptionAmount?: number;

  @IsOptional()
  @IsIn(['ETB'], { message: 'Subscriptions are recorded in ETB.' })
  subscriptionCurrency?: 'ETB';

  /** Ignored: the server sets the end, six months after the later of now and the current end. */
  @IsOptional()
  @IsString()
  subscriptionEndDate?: string;
}

export class UseFreeTrialDto {
  /** Optional for buyers (must be their own). */
  @IsOptional()
  buyerId?: number | string;

  /** The seller whose contact details the trial unlocks. */
  @Type(() => Number)
  @IsInt({ message: 'sellerId is required to use a free trial.' })
  sellerId: number;
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
  /** What opens the seller's contact details: the subscription, or this free trial. */
  @ApiProperty({ enum: ['subscription', 'free-trial'] })
  access: 'subscription' | 'free-trial';
}
