import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../common/auth/access.decorator';
import { AuditService } from '../audit/audit.service';
import { AuditQueryDto } from '../audit/dto/audit-query.dto';
import { AuditLogResponse } from './dto/audit-log.dto';
import { EmployeeService } from './employee.service';

@ApiTags('employee')
@Controller('employee')
export class AuditLogController {
  constructor(
    private readonly audit: AuditService,
    private readonly employees: EmployeeService,
  ) {}

  /** Who did what and when in the back-office, newest first (admins only). */
  @Get('audit')
  @StaffOnly(3)
  @ApiOperation({ summary: 'The staff audit log' })
  @ApiOkResponse({ type: AuditLogResponse })
  async log(@Query() query: AuditQueryDto): Promise<AuditLogResponse> {
    const { rows, meta } = await this.audit.page(query);
    const actors = new Map(
      (await this.employees.findByIds([...new Set(rows.map((r) => r.actorId))])).map((e) => [
        e.employeeId,
        e,
      ]),
    );
    return {
      status: 'success',
      data: rows.map((row) => {
        const actor = actors.get(row.actorId);
        return {
          id: row.id,
          actor: {
            employeeId: row.actorId,
            level: row.actorLevel,
            email: actor?.email ?? '',
            name: actor ? `${actor.employeeFirstName} ${actor.employeeLastName}` : '',
          },
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          details: row.details,
          createdAt: row.createdAt,
        };
      }),
      meta,
    };
  }
}
