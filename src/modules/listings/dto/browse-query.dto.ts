import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { CURRENCIES } from './listing-form.dto';

export class BrowseQueryDto extends PageQueryDto {
  /**
   * Words, each of which must be found (any case, anywhere inside) in one of the searched
   * fields: cars model, make, price, country, region; houses type, area, price, country, region.
   */
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'q must be at most 100 characters long.' })
  q?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'minPrice must be a number.' })
  @Min(0, { message: 'minPrice must be a number.' })
  minPrice?: number;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'maxPrice must be a number.' })
  @Min(0, { message: 'maxPrice must be a number.' })
  maxPrice?: number;

  @IsOptional()
  @IsIn(CURRENCIES, { message: 'currency must be ETB or USD.' })
  currency?: 'ETB' | 'USD';

  @IsOptional()
  @IsString()
  @MaxLength(60)
  region?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  city?: string;
}

export class SellerListingsQueryDto extends PageQueryDto {
  /** Optional for sellers (must be their own); staff of level 2 or 3 name the seller. */
  @IsOptional()
  sellerId?: string;
}

export class LatestQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24)
  limit: number = 10;
}
