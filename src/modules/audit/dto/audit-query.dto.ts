import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { SortKey, TableQueryDto } from '../../../common/paging/page-query.dto';

export const AUDIT_SORTS = ['createdAt', 'action', 'actorId'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export class AuditQueryDto extends TableQueryDto {
  @SortKey(AUDIT_SORTS)
  sort?: AuditSort;

  /** Only this action, e.g. employee.update. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  action?: string;

  /** Only this employee's actions. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'actorId must be a whole number.' })
  @Min(1, { message: 'actorId must be a whole number.' })
  actorId?: number;

  /** Entries per page (15 by default). */
  pageSize: number = 15;
}
