import { ApiProperty } from '@nestjs/swagger';
import { PageMetaDto } from '../../../common/paging/page-query.dto';

export class AuditActorView {
  employeeId: number;
  /** Level when acting: 1 Employee, 2 Manager, 3 Admin. */
  level: number;
  /** Empty once the employee has been deleted. */
  email: string;
  name: string;
}

export class AuditEntryView {
  id: number;
  actor: AuditActorView;
  /** e.g. employee.create, employee.update, employee.delete, listing.remove, cost.create. */
  action: string;
  targetType: string;
  targetId: string;
  /** What changed or why (never a password). */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  details: Record<string, unknown> | null;
  createdAt: Date;
}

export class AuditLogResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: AuditEntryView[];
  meta: PageMetaDto;
}
