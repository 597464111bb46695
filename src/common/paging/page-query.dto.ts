import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { withCode } from '../errors/coded-error';
import { VALIDATION_ERRORS } from '../validation/messages';

export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE = 100_000;
const PAGE_INVALID = withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER_FROM({ min: 1 }));
const PAGE_SIZE_INVALID = withCode(
  VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER_IN_RANGE({ min: 1, max: MAX_PAGE_SIZE }),
);

export class PageQueryDto {
  /** 1-based page number. */
  @IsOptional()
  @Type(() => Number)
  @IsInt(PAGE_INVALID)
  @Min(1, PAGE_INVALID)
  @Max(MAX_PAGE, withCode(VALIDATION_ERRORS.NUMBER_TOO_LARGE()))
  page: number = 1;

  /** Rows per page (at most 50). */
  @IsOptional()
  @Type(() => Number)
  @IsInt(PAGE_SIZE_INVALID)
  @Min(1, PAGE_SIZE_INVALID)
  @Max(MAX_PAGE_SIZE, PAGE_SIZE_INVALID)
  pageSize: number = 10;
}

export type SortOrder = 'asc' | 'desc';

/** A table's optional `sort` parameter: one of its sortable columns. */
export function SortKey(keys: readonly string[]) {
  return applyDecorators(
    ApiPropertyOptional({ enum: keys, description: 'Column to sort by.' }),
    IsOptional(),
    IsIn(keys, withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: keys }))),
  );
}

/**
 * Paging, sorting and search for the back-office tables. Each endpoint's query class extends this
 * and declares its own `sort` keys; `fetchTablePage` applies all of it.
 */
export class TableQueryDto extends PageQueryDto {
  /** Case-insensitive text to find in the table's searchable columns. */
  @IsOptional()
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(100, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 100 })))
  q?: string;

  /** asc or desc; each table has its own default. */
  @IsOptional()
  @IsIn(['asc', 'desc'], withCode(VALIDATION_ERRORS.NOT_A_SORT_ORDER()))
  order?: SortOrder;
}

/** Where a page sits: its number, its size and how many rows match in all. */
export class PageMetaDto {
  page: number;
  pageSize: number;
  total: number;
}

/** A page of listings, whose total may be a lower bound. */
export class CappedPageMetaDto extends PageMetaDto {
  /** True when counting stopped at `total`: at least that many match (show it as "1,000+"). */
  totalCapped: boolean;
}
