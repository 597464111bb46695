import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AccountService, SignInAccount, TokenHolder } from '../../common/accounts/account.service';
import type { AuthUser, StaffLevel } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { fetchTablePage } from '../../common/paging/table-page';
import { normalizeEmail } from '../../common/security/email';
import { AuditService } from '../audit/audit.service';
import {
  EmployeeListQueryDto,
  EmployeeSort,
  EmployeeView,
  RegisterEmployeeDto,
  UpdateEmployeeDto,
} from './dto/employee.dto';
import { EMPLOYEE_ERRORS } from './employee-errors';
import { Employee, EmployeeLevel } from './entities/employee.entity';

export function toEmployeeView(e: Employee): EmployeeView {
  return {
    employeeId: e.employeeId,
    employeeHash: e.employeeHash,
    email: e.email,
    employeeFirstName: e.employeeFirstName,
    employeeLastName: e.employeeLastName,
    PhoneNumber: e.PhoneNumber,
    companyRoleId: e.companyRoleId,
    employeeActiveStatus: e.employeeActiveStatus,
    employeeAddedDate: e.employeeAddedDate,
  };
}

const isActiveAdmin = (e: Pick<Employee, 'companyRoleId' | 'employeeActiveStatus'>) =>
  e.companyRoleId === EmployeeLevel.Admin && e.employeeActiveStatus === 1;

/** The fields an update may change, for the audit log (never the password). */
const AUDITED_FIELDS = [
  'email',
  'employeeFirstName',
  'employeeLastName',
  'PhoneNumber',
  'companyRoleId',
  'employeeActiveStatus',
] as const;

@Injectable()
export class EmployeeService extends AccountService<Employee> {
  constructor(
    @InjectRepository(Employee) employees: Repository<Employee>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    super(employees, {
      userType: 'employee',
      idKey: 'employeeId',
      hashKey: 'employeeHash',
      addedKey: 'employeeAddedDate',
    });
  }

  /** Staff also carry their level, and sign in only while active. */
  protected signInViewOf(e: Employee): SignInAccount {
    const view = super.signInViewOf(e);
    const staffLevel = Number(e.companyRoleId) as StaffLevel;
    return {
      ...view,
      active: Number(e.employeeActiveStatus) === 1,
      staffLevel,
      userDetails: { ...view.userDetails, employeeRole: staffLevel },
    };
  }

  protected tokenColumns(): string[] {
    return ['employeeActiveStatus', 'companyRoleId'];
  }

  protected tokenStateOf(row: Record<string, unknown>): Partial<TokenHolder> {
    return {
      active: Number(row.employeeActiveStatus) === 1,
      staffLevel: Number(row.companyRoleId) as StaffLevel,
    };
  }

  isActive(employee: Employee): boolean {
    return employee.employeeActiveStatus === 1;
  }

  /** Creates the configured administrator on start when no employee has that e-mail yet. */
  async ensureAdmin(email: string, password: string): Promise<Employee | null> {
    if (await this.findByEmail(email)) return null;
    try {
      return await this.create({
        email,
        password,
        employeeFirstName: 'Admin',
        employeeLastName: 'Gebeya',
        PhoneNumber: '+251900000000',
        companyRoleId: EmployeeLevel.Admin,
        employeeActiveStatus: 1,
      });
    } catch (error) {
      // Another instance created it at the same moment.
      if (error instanceof ConflictException) return null;
      throw error;
    }
  }

  page(query: EmployeeListQueryDto) {
    return fetchTablePage<Employee, EmployeeSort>(this.repository.createQueryBuilder('e'), query, {
      sortable: {
        employeeFirstName: 'e.employeeFirstName',
        employeeLastName: 'e.employeeLastName',
        email: 'e.email',
        companyRoleId: 'e.companyRoleId',
        employeeActiveStatus: 'e.employeeActiveStatus',
        employeeAddedDate: 'e.employeeAddedDate',
      },
      defaultSort: 'employeeAddedDate',
      defaultOrder: 'desc',
      tieBreaker: 'e.employeeId',
      searchable: [
        { column: 'e.employeeFirstName' },
        { column: 'e.employeeLastName' },
        { column: 'e.email' },
        { column: 'e.PhoneNumber' },
      ],
    });
  }

  async findByHash(employeeHash: string): Promise<Employee> {
    const employee = await this.repository.findOneBy({ employeeHash });
    if (!employee) throw new NotFoundException(EMPLOYEE_ERRORS.EMPLOYEE_NOT_FOUND());
    return employee;
  }

  /** An admin adds an employee; role 1 and active unless told otherwise. */
  register(actor: AuthUser, input: RegisterEmployeeDto): Promise<Employee> {
    return this.dataSource.transaction(async (manager) => {
      const employee = await this.create(
        {
          ...input,
          companyRoleId: input.companyRoleId ?? EmployeeLevel.Employee,
          employeeActiveStatus: input.employeeActiveStatus ?? 1,
        },
        manager,
      );
      await this.audit.record(
        actor,
        {
          action: 'employee.create',
          targetType: 'employee',
          targetId: employee.employeeHash,
          details: {
            email: employee.email,
            companyRoleId: employee.companyRoleId,
            employeeActiveStatus: employee.employeeActiveStatus,
          },
        },
        manager,
      );
      return employee;
    });
  }

  /**
   * Edits an employee. A change of role or of the active flag revokes the employee's tokens, so
   * it takes effect at once; the last active admin keeps both, and nobody changes their own.
   */
  update(actor: AuthUser, employeeHash: string, input: UpdateEmployeeDto): Promise<Employee> {
    return this.dataSource.transaction(async (manager) => {
      const activeAdmins = await this.lockActiveAdmins(manager, actor);
      const employee = await manager.findOneBy(Employee, { employeeHash });
      if (!employee) throw new NotFoundException(EMPLOYEE_ERRORS.EMPLOYEE_NOT_FOUND());
      const next = {
        email: normalizeEmail(input.email),
        employeeFirstName: input.employeeFirstName,
        employeeLastName: input.employeeLastName,
        PhoneNumber: input.PhoneNumber,
        companyRoleId: input.companyRoleId ?? employee.companyRoleId,
        employeeActiveStatus: input.employeeActiveStatus ?? employee.employeeActiveStatus,
      };
      const accessChanged =
        next.companyRoleId !== employee.companyRoleId ||
        next.employeeActiveStatus !== employee.employeeActiveStatus;
      if (accessChanged) {
        if (isActiveAdmin(employee) && !isActiveAdmin(next) && activeAdmins <= 1) {
          throw new ConflictException(EMPLOYEE_ERRORS.LAST_ACTIVE_ADMIN());
        }
        if (employee.employeeId === actor.id) {
          throw new ForbiddenException(EMPLOYEE_ERRORS.CANNOT_CHANGE_OWN_ACCESS());
        }
      }
      const changes = Object.fromEntries(
        AUDITED_FIELDS.filter((field) => String(employee[field]) !== String(next[field])).map(
          (field) => [field, { from: employee[field], to: next[field] }],
        ),
      );
      try {
        await manager.update(
          Employee,
          { employeeId: employee.employeeId },
          {
            ...next,
            ...(accessChanged ? { tokenVersion: () => 'tokenVersion + 1' } : {}),
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictException(ACCOUNT_ERRORS.EMPLOYEE_EMAIL_TAKEN());
        }
        throw error;
      }
      await this.audit.record(
        actor,
        {
          action: 'employee.update',
          targetType: 'employee',
          targetId: employee.employeeHash,
          details: { changes },
        },
        manager,
      );
      return manager.findOneByOrFail(Employee, { employeeId: employee.employeeId });
    });
  }

  /** Deletes an employee; never yourself, never the last active admin. */
  remove(actor: AuthUser, employeeHash: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const activeAdmins = await this.lockActiveAdmins(manager, actor);
      const employee = await manager.findOneBy(Employee, { employeeHash });
      if (!employee) throw new NotFoundException(EMPLOYEE_ERRORS.EMPLOYEE_NOT_FOUND());
      if (isActiveAdmin(employee) && activeAdmins <= 1) {
        throw new ConflictException(EMPLOYEE_ERRORS.LAST_ACTIVE_ADMIN());
      }
      if (employee.employeeId === actor.id) {
        throw new ForbiddenException(EMPLOYEE_ERRORS.CANNOT_DELETE_SELF());
      }
      await manager.delete(Employee, { employeeId: employee.employeeId });
      await this.audit.record(
        actor,
        {
          action: 'employee.delete',
          targetType: 'employee',
          targetId: employee.employeeHash,
          details: {
            email: employee.email,
            name: `${employee.employeeFirstName} ${employee.employeeLastName}`,
            companyRoleId: employee.companyRoleId,
          },
        },
        manager,
      );
    });
  }

  /**
   * Locks the active admins' rows for the rest of the transaction (an UPDATE that changes
   * nothing, so it works on SQLite too) and counts them. Two admins demoting each other at once
   * run one after the other, and the second sees the first's change. The caller must still be one
   * of them.
   */
  private async lockActiveAdmins(manager: EntityManager, actor: AuthUser): Promise<number> {
    await manager
      .createQueryBuilder()
      .update(Employee)
      .set({ tokenVersion: () => 'tokenVersion' })
      .where('companyRoleId = :admin AND employeeActiveStatus = 1', {
        admin: EmployeeLevel.Admin,
      })
      .execute();
    const admins = await manager.find(Employee, {
      select: { employeeId: true },
      where: { companyRoleId: EmployeeLevel.Admin, employeeActiveStatus: 1 },
    });
    if (!admins.some((a) => a.employeeId === actor.id)) {
      throw new ForbiddenException(EMPLOYEE_ERRORS.ACTIVE_ADMIN_ONLY());
    }
    return admins.length;
  }
}
