import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageMetaDto, PageQueryDto } from '../../../common/paging/page-query.dto';
import type { SellerAccount } from '../entities/seller-account.entity';
import type { SellerLedgerEntry } from '../entities/seller-ledger-entry.entity';
import { SUBSCRIPTION_ERRORS } from '../subscription-errors';

const MAX_ADJUSTMENT = 1_000_000;
const SELLER_ID_REQUIRED = withCode(SUBSCRIPTION_ERRORS.SELLER_ID_REQUIRED());
const NOT_POSITIVE = withCode(SUBSCRIPTION_ERRORS.AMOUNT_NOT_POSITIVE());
const ABOVE_MAX = withCode(SUBSCRIPTION_ERRORS.AMOUNT_ABOVE_MAX({ max: MAX_ADJUSTMENT }));
const ETB_ONLY = withCode(SUBSCRIPTION_ERRORS.BALANCE_IN_ETB_ONLY());

export class SellerIdQueryDto {
  /** Optional for sellers (must be their own); staff name the seller. */
  @IsOptional()
  sellerId?: string;
}

/** The seller's "subscription" read. */
export class SellerSubscriptionQueryDto extends SellerIdQueryDto {
  /**
   * `empty`: a seller never credited is answered 200 with `data: null` instead of the spec's 404
   * (which the spec's post check reads as "try the free trial").
   */
  @IsOptional()
  @IsIn(['empty'])
  ifNone?: 'empty';
}

export class SellerIdBodyDto {
  /** Optional for sellers (must be their own). */
  @IsOptional()
  sellerId?: number | string;
}

/** Staff adjustment through the spec's subscription/add call. */
export class AddSellerSubscriptionDto {
  @Type(() => Number)
  @IsInt(SELLER_ID_REQUIRED)
  sellerId: number;

  /** ETB added to the balance. */
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, NOT_POSITIVE)
  @Min(1, NOT_POSITIVE)
  @Max(MAX_ADJUSTMENT, ABOVE_MAX)
  sellerSubscriptionAmount: number;

  @IsOptional()
  @IsIn(['ETB'], ETB_ONLY)
  sellerSubscriptionCurrency?: 'ETB';

  /** Why staff added it (kept in the ledger). */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  note?: string;
}

/** Staff adjustment through the spec's topup call. */
export class SellerTopUpDto {
  @Type(() => Number)
  @IsInt(SELLER_ID_REQUIRED)
  sellerId: number;

  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, NOT_POSITIVE)
  @Min(1, NOT_POSITIVE)
  @Max(MAX_ADJUSTMENT, ABOVE_MAX)
  topUpAmount: number;

  @IsOptional()
  @IsIn(['ETB'], ETB_ONLY)
  topUpCurrency?: 'ETB';

  @IsOptional()
  @IsString()
  @MaxLength(255)
  note?: string;
}

export class TopUpListQueryDto extends PageQueryDto {
  /** Staff only: one seller's top-ups. */
  @IsOptional()
  sellerId?: string;
}

/** A seller's balance, which the spec calls the subscription. */
export class SellerSubscriptionView {
  /** When the balance last changed. */
  sellerSubscriptionDate: Date;
  /** ETB. */
  sellerSubscriptionAmount: number;
  sellerSubscriptionCurrency: string;
  /** 1 used, 0 granted and unused, null never started. */
  @ApiProperty({ type: 'number', nullable: true, enum: [0, 1] })
  freeTrialUsed: number | null;
}

export function toBalanceView(account: SellerAccount): SellerSubscriptionView {
  return {
    sellerSubscriptionDate: account.updatedAt,
    sellerSubscriptionAmount: account.balance,
    sellerSubscriptionCurrency: account.currency,
    freeTrialUsed: account.freeTrialUsed,
  };
}

/** One credit of the ledger as a top-up: a verified payment or a staff adjustment. */
export class TopUpView {
  topUpId: number;
  topUpDate: Date;
  topUpAmount: number;
  topUpCurrency: string;
  /** A verified payment, or added by staff. */
  @ApiProperty({ enum: ['payment', 'staff'] })
  source: 'payment' | 'staff';
}

export function toTopUpView(entry: SellerLedgerEntry): TopUpView {
  return {
    topUpId: entry.id,
    topUpDate: entry.createdAt,
    topUpAmount: entry.amount,
    topUpCurrency: 'ETB',
    source: entry.reason === 'top-up' ? 'payment' : 'staff',
  };
}

/** The balance as the seller (and staff naming the seller) read it. */
export class SellerBalanceDto extends SellerSubscriptionView {
  sellerId: number;
}

export function toSellerBalance(account: SellerAccount): SellerBalanceDto {
  return { sellerId: account.sellerId, ...toBalanceView(account) };
}

export class TopUpDto extends TopUpView {
  sellerId: number;
  /** Who caused it: `payment:chapa`, `employee:12`, … */
  actor: string;
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
}

export function toTopUp(entry: SellerLedgerEntry): TopUpDto {
  return { ...toTopUpView(entry), sellerId: entry.sellerId, actor: entry.actor, note: entry.note };
}

export class SellerBalanceResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  data: SellerBalanceDto;
}

/** The spec's seller subscription reply: status 'Subscription found' with the balance. */
export class SellerSubscriptionResponse {
  /** 'No subscription found' only when asked with ifNone=empty. */
  @ApiProperty({ enum: ['Subscription found', 'No subscription found'] })
  status: 'Subscription found' | 'No subscription found';
  @ApiProperty({ type: SellerBalanceDto, nullable: true })
  data: SellerBalanceDto | null;
}

export class SellerBalancePageResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: SellerBalanceDto[];
  meta: PageMetaDto;
}

export class TopUpPageResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: TopUpDto[];
  meta: PageMetaDto;
}

export class LegacyUseResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  /** null before the seller's first post or credit. */
  @ApiProperty({ type: SellerBalanceDto, nullable: true })
  data: SellerBalanceDto | null;
}

export class SellerFreeTrialStartResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  /** 1 used, 0 granted and unused. */
  @ApiProperty({ enum: [0, 1] })
  freeTrialUsed: number;
}

export class SellerFreeTrialStatusResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  /** 1 used, 0 granted and unused, null never started. */
  @ApiProperty({ type: 'number', nullable: true, enum: [0, 1] })
  freeTrialUsed: number | null;
}
