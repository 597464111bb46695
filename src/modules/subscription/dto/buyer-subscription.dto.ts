import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';

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
