import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { LISTING_ERRORS } from '../listing-errors';
import { CURRENCIES } from './listing-form.dto';

const NOT_A_NUMBER = withCode(LISTING_ERRORS.NOT_A_NUMBER());
const tooLong = (max: number) => withCode(VALIDATION_ERRORS.TOO_LONG({ max }));
const NOT_TEXT = withCode(VALIDATION_ERRORS.NOT_TEXT());

export class BrowseQueryDto extends PageQueryDto {
  /**
   * Words, each of which must be found (any case, anywhere inside) in one of the searched
   * fields: cars model, make, price, country, region; houses type, area, price, country, region.
   */
  @IsOptional()
  @IsString(NOT_TEXT)
  @MaxLength(100, tooLong(100))
  q?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, NOT_A_NUMBER)
  @Min(0, NOT_A_NUMBER)
  minPrice?: number;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, NOT_A_NUMBER)
  @Min(0, NOT_A_NUMBER)
  maxPrice?: number;

  @IsOptional()
  @IsIn(CURRENCIES, withCode(LISTING_ERRORS.NOT_A_CURRENCY()))
  currency?: 'ETB' | 'USD';

  @IsOptional()
  @IsString(NOT_TEXT)
  @MaxLength(60, tooLong(60))
  region?: string;

  @IsOptional()
  @IsString(NOT_TEXT)
  @MaxLength(60, tooLong(60))
  city?: string;
}

export class SellerListingsQueryDto extends PageQueryDto {
  /** Optional for sellers (must be their own); staff of level 2 or 3 name the seller. */
  @IsOptional()
  sellerId?: string;
}

const LATEST_LIMIT = withCode(VALIDATION_ERRORS.OUT_OF_RANGE({ min: 1, max: 24 }));

export class LatestQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt(LATEST_LIMIT)
  @Min(1, LATEST_LIMIT)
  @Max(24, LATEST_LIMIT)
  limit: number = 10;
}
