import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const NOT_A_DAY = withCode(VALIDATION_ERRORS.NOT_A_DATE());

export class IncomeQueryDto {
  /** First day included (YYYY-MM-DD, UTC); from the beginning when absent. */
  @IsOptional()
  @Matches(DAY, NOT_A_DAY)
  from?: string;

  /** Last day included (YYYY-MM-DD, UTC); up to now when absent. */
  @IsOptional()
  @Matches(DAY, NOT_A_DAY)
  to?: string;
}

/** Money in and out over a period, in ETB. */
export class IncomeFigures {
  /** Buyer subscription payments (and staff grants). */
  buyerSubscriptionTotal: number;
  buyerSubscriptionCount: number;
  /** Posts made, charged or on the free trial. */
  postCount: number;
  /** Posts charged 500 ETB. */
  paidPostCount: number;
  /** What posts were charged: 500 ETB × paid posts. */
  postIncome: number;
  /** buyerSubscriptionTotal + postIncome. */
  income: number;
  costsTotal: number;
  costCount: number;
  /** income − costsTotal. */
  netIncome: number;
  /** Money sellers put on their balances (payments and staff top-ups); not income until spent on posts. */
  topUpTotal: number;
  topUpCount: number;
}

export class IncomeMonth extends IncomeFigures {
  /** YYYY-MM (UTC). */
  month: string;
}

export class IncomeReport extends IncomeFigures {
  @ApiProperty({ type: 'string', nullable: true, example: '2026-01-01' })
  from: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '2026-12-31' })
  to: string | null;
  @ApiProperty({ enum: ['ETB'] })
  currency: 'ETB';
  /** What a paid post costs, so postIncome can be read as paidPostCount × postFee. */
  postFee: number;
  /** Months with any movement, oldest first. */
  months: IncomeMonth[];
}

export class IncomeResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: IncomeReport;
}
