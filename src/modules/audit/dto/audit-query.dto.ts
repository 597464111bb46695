import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { SortKey, TableQueryDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';

export const AUDIT_SORTS = ['createdAt', 'action', 'actorId'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

const ACTOR_ID_INVALID = withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER());

export class AuditQueryDto extends TableQueryDto {
  @SortKey(AUDIT_SORTS)
  sort?: AuditSort;

  /** Only this action, e.g. employee.update. */
  @IsOptional()
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(40, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 40 })))
  action?: string;

  /** Only this employee's actions. */
  @IsOptional()
  @Type(() => Number)
  @IsInt(ACTOR_ID_INVALID)
  @Min(1, ACTOR_ID_INVALID)
  actorId?: number;

  /** Entries per page (15 by default). */
  pageSize: number = 15;
}
