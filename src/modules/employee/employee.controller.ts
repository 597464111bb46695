import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { StaffOnly } from '../../common/auth/access.decorator';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { MessageResponse } from '../../common/http/message-response.dto';
import {
  EmployeeListQueryDto,
  EmployeeListResponse,
  EmployeeResponse,
  EmployeeUpdatedResponse,
  RegisterEmployeeDto,
  RegisterEmployeeResponse,
  UpdateEmployeeDto,
} from './dto/employee.dto';
import { EMPLOYEE_ERRORS } from './employee-errors';
import { EmployeeService, toEmployeeView } from './employee.service';

const LAST_ADMIN = EMPLOYEE_ERRORS.LAST_ACTIVE_ADMIN().message;

/** Employees, managed by admins (level 3); managers (level 2) may read the list. */
@ApiTags('employee')
@Controller('employee')
export class EmployeeController {
  constructor(private readonly employees: EmployeeService) {}

  /** Adds an employee: role 1 and active unless told otherwise. */
  @Post('register')
  @StaffOnly(3)
  @ApiOperation({ summary: 'Add an employee' })
  @ApiCreatedResponse({ type: RegisterEmployeeResponse })
  @ApiConflictResponse({ description: 'The e-mail is already registered.', type: ErrorBody })
  async register(
    @CurrentUser() user: AuthUser,
    @Body() body: RegisterEmployeeDto,
  ): Promise<RegisterEmployeeResponse> {
    const employee = await this.employees.register(user, body);
    return { status: 'true', message: 'Successfully registered!', data: toEmployeeView(employee) };
  }

  /** Employees, paged (15 by default), sortable and searchable by name, e-mail and phone. */
  @Get('get')
  @StaffOnly(...MANAGER_LEVELS)
  @ApiOperation({ summary: 'List employees' })
  @ApiOkResponse({ type: EmployeeListResponse })
  async list(@Query() query: EmployeeListQueryDto): Promise<EmployeeListResponse> {
    const { rows, meta } = await this.employees.page(query);
    return { status: 'success', data: rows.map(toEmployeeView), meta };
  }

  @Get('get/:employeeHash')
  @StaffOnly(...MANAGER_LEVELS)
  @ApiOperation({ summary: 'One employee (as data[0])' })
  @ApiOkResponse({ type: EmployeeResponse })
  @ApiNotFoundResponse({ description: 'Employee not found.', type: ErrorBody })
  async one(@Param('employeeHash') employeeHash: string): Promise<EmployeeResponse> {
    const employee = await this.employees.findByHash(employeeHash);
    return { status: 'success', data: [toEmployeeView(employee)] };
  }

  /**
   * Edits an employee. Changing the role or the active flag signs the employee out everywhere at
   * once. Nobody changes their own role or flag; the last active admin keeps both.
   */
  @Put('update/:employeeHash')
  @StaffOnly(3)
  @ApiOperation({ summary: 'Edit an employee' })
  @ApiOkResponse({ type: EmployeeUpdatedResponse })
  @ApiNotFoundResponse({ description: 'Employee not found.', type: ErrorBody })
  @ApiConflictResponse({ description: `${LAST_ADMIN} Or the e-mail is taken.`, type: ErrorBody })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('employeeHash') employeeHash: string,
    @Body() body: UpdateEmployeeDto,
  ): Promise<EmployeeUpdatedResponse> {
    const employee = await this.employees.update(user, employeeHash, body);
    return { status: 'success', message: 'Successfully updated!', data: toEmployeeView(employee) };
  }

  /** Deletes an employee: never yourself, never the last active admin. */
  @Delete('delete/:employeeHash')
  @HttpCode(200)
  @StaffOnly(3)
  @ApiOperation({ summary: 'Delete an employee' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ description: 'Employee not found.', type: ErrorBody })
  @ApiConflictResponse({ description: LAST_ADMIN, type: ErrorBody })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('employeeHash') employeeHash: string,
  ): Promise<MessageResponse> {
    await this.employees.remove(user, employeeHash);
    return { status: 'success', message: 'Employee deleted.' };
  }
}
