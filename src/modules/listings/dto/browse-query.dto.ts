import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { LISTING_ERRORS } from '../listing-errors';
import { CURRENCIES, RENT_PERIODS, type RentPeriod } from './listing-form.dto';

const NOT_A_NUMBER = withCode(LISTING_ERRORS.NOT_A_NUMBER());
const tooLong = (max: number) => withCode(VALIDATION_ERRORS.TOO_LONG({ max }));
const NOT_TEXT = withCode(VALIDATION_ERRORS.NOT_TEXT());

/** The browse orders: newest first, or by price within the chosen currency. */
export const BROWSE_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** Filters of one kind of listing: a browse of another kind refuses them (listing-filters.ts). */
export const CAR_FILTERS = ['make', 'model', 'minYear', 'maxYear', 'transmission', 'fuel'] as const;
export const HOUSE_FILTERS = ['bedrooms', 'minArea', 'maxArea'] as const;
export const RENT_FILTERS = ['rentPeriod'] as const;

/** Text filters compare whole values; an empty one (a cleared pick-list) filters nothing. */
const trimmedText = Transform(({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  return value.trim() || undefined;
});

/** A whole number from `min` to `max`, optional. */
function WholeNumber(min: number, max: number) {
  const range = withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER_IN_RANGE({ min, max }));
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(range),
    Min(min, range),
    Max(max, range),
  );
}

/** Optional text of at most `max` characters, matched whole (any case). */
function FilterText(max: number) {
  return applyDecorators(
    trimmedText,
    IsOptional(),
    IsString(NOT_TEXT),
    MaxLength(max, tooLong(max)),
  );
}

/** A page of listings, found by its number or reached from the page beside it. */
export class ListingPageQueryDto extends PageQueryDto {
  /**
   * The `next` or `previous` of the answer for the page beside this one, handed back as it
   * came: the page is then read from where that one ended, however deep it is. Without it a
   * page is found by its number.
   */
  @IsOptional()
  @IsString(NOT_TEXT)
  @MaxLength(200, tooLong(200))
  cursor?: string;
}

/** The paging of a listing page: what a saved search and the filters leave out. */
export const LISTING_PAGING_KEYS = [
  'page',
  'pageSize',
  'cursor',
] as const satisfies readonly (keyof ListingPageQueryDto)[];

export class BrowseQueryDto extends ListingPageQueryDto {
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

  @FilterText(60)
  region?: string;

  @FilterText(60)
  city?: string;

  @FilterText(60)
  subcity?: string;

  /** Cars: the make, as listed (any case). */
  @FilterText(60)
  make?: string;

  /** Cars: the model, as listed (any case). */
  @FilterText(60)
  model?: string;

  /** Cars: made in this year or later. */
  @WholeNumber(1900, 2100)
  minYear?: number;

  /** Cars: made in this year or earlier. */
  @WholeNumber(1900, 2100)
  maxYear?: number;

  /** Cars: Automatic, Manual or another value sellers typed. */
  @FilterText(30)
  transmission?: string;

  /** Cars: Petrol, Diesel, Electric, Hybrid or another value sellers typed. */
  @FilterText(30)
  fuel?: string;

  /** Houses: at least this many bedrooms. */
  @WholeNumber(0, 100)
  bedrooms?: number;

  /** Houses: at least this many m². */
  @WholeNumber(0, 1_000_000)
  minArea?: number;

  /** Houses: at most this many m². */
  @WholeNumber(0, 1_000_000)
  maxArea?: number;

  /** Rentals: the price is per day or per month. */
  @IsOptional()
  @IsIn(RENT_PERIODS, withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: RENT_PERIODS })))
  rentPeriod?: RentPeriod;

  /**
   * newest (the default); priceAsc or priceDesc order by price within one currency, so they
   * need `currency`.
   */
  @IsOptional()
  @IsIn(BROWSE_SORTS, withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: BROWSE_SORTS })))
  sort?: BrowseSort;
}

export class SellerListingsQueryDto extends ListingPageQueryDto {
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

/** What a browse can filter on, without the paging. */
export type ListingFilters = Omit<BrowseQueryDto, (typeof LISTING_PAGING_KEYS)[number]>;
