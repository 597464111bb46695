import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsNumber, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageMetaDto, SortKey, TableQueryDto } from '../../../common/paging/page-query.dto';
import { RequiredText } from '../../../common/validation/decorators';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { FINANCE_ERRORS } from '../finance-errors';

export const MAX_COST = 100_000_000;
const AMOUNT_INVALID = withCode(FINANCE_ERRORS.COST_AMOUNT_INVALID());

export class CreateCostDto {
  /** Who was paid. */
  @RequiredText(120)
  payed_to: string;

  @RequiredText(120)
  title: string;

  @RequiredText(2000)
  description: string;

  /** ETB, above 0. */
  // Checked bottom-up: not a number is reported before out of range.
  @Max(MAX_COST, withCode(FINANCE_ERRORS.COST_AMOUNT_TOO_LARGE({ max: MAX_COST })))
  @Min(0.01, AMOUNT_INVALID)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, AMOUNT_INVALID)
  @Type(() => Number)
  amount: number;

  /** When it was spent (YYYY-MM-DD or a date-time); today when absent; never in the future. */
  @IsOptional()
  @IsISO8601({ strict: true }, withCode(VALIDATION_ERRORS.NOT_A_DATE()))
  @MaxLength(30, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 30 })))
  costDate?: string;
}

export const COST_SORTS = ['costDate', 'amount', 'title', 'payed_to'] as const;
export type CostSort = (typeof COST_SORTS)[number];

export class CostListQueryDto extends TableQueryDto {
  @SortKey(COST_SORTS)
  sort?: CostSort;

  /** Costs per page (10 by default). */
  pageSize: number = 10;
}

export class CostView {
  id: number;
  payed_to: string;
  title: string;
  description: string;
  amount: number;
  costDate: Date;
  /** employeeId of who entered it. */
  createdBy: number;
}

export class CostCreatedResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  data: CostView;
}

export class CostListResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: CostView[];
  meta: PageMetaDto;
}
