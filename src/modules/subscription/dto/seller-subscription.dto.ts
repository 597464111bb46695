import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const MAX_ADJUSTMENT = 1_000_000;

export class SellerIdQueryDto {
  /** Optional for sellers (must be their own); staff name the seller. */
  @IsOptional()
  sellerId?: string;
}

export class SellerIdBodyDto {
  /** Optional for sellers (must be their own). */
  @IsOptional()
  sellerId?: number | string;
}

/** Staff adjustment through the spec's subscription/add call. */
export class AddSellerSubscriptionDto {
  @Type(() => Number)
  @IsInt({ message: 'sellerId is required!' })
  sellerId: number;

  /** ETB added to the balance. */
  @Type(() => Number)
  @IsNumber(
    { maxDecimalPlaces: 2 },
    { message: 'sellerSubscriptionAmount must be a positive amount.' },
  )
  @Min(1, { message: 'sellerSubscriptionAmount must be a positive amount.' })
  @Max(MAX_ADJUSTMENT, { message: `sellerSubscriptionAmount must be at most ${MAX_ADJUSTMENT}.` })
  sellerSubscriptionAmount: number;

  @IsOptional()
  @IsIn(['ETB'], { message: 'Balances are kept in ETB.' })
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
  @IsInt({ message: 'sellerId is required!' })
  sellerId: number;

  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'topUpAmount must be a positive amount.' })
  @Min(1, { message: 'topUpAmount must be a positive amount.' })
  @Max(MAX_ADJUSTMENT, { message: `topUpAmount must be at most ${MAX_ADJUSTMENT}.` })
  topUpAmount: number;

  @IsOptional()
  @IsIn(['ETB'], { message: 'Balances are kept in ETB.' })
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
