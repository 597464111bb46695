import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 50;

export class PageQueryDto {
  /** 1-based page number. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1.' })
  @Min(1, { message: 'page must be a whole number from 1.' })
  @Max(100_000, { message: 'page is too large.' })
  page: number = 1;

  /** Rows per page (at most 50). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  pageSize: number = 10;
}

export type SortOrder = 'asc' | 'desc';

/** A table's optional `sort` parameter: one of its sortable columns. */
export function SortKey(keys: readonly string[]) {
  return applyDecorators(
    ApiPropertyOptional({ enum: keys, description: 'Column to sort by.' }),
    IsOptional(),
    IsIn(keys, { message: `sort must be one of ${keys.join(', ')}.` }),
  );
}

/**
 * Paging, sorting and search for the back-office tables. Each endpoint's query class extends this
 * and declares its own `sort` keys; `fetchTablePage` applies all of it.
 */
export class TableQueryDto extends PageQueryDto {
  /** Case-insensitive text to find in the table's searchable columns. */
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'q must be at most 100 characters long.' })
  q?: string;

  /** asc or desc; each table has its own default. */
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc.' })
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
