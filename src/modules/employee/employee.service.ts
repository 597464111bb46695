import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountService } from '../../common/accounts/account.service';
import { Employee, EmployeeLevel } from './entities/employee.entity';

@Injectable()
export class EmployeeService extends AccountService<Employee> {
  constructor(@InjectRepository(Employee) employees: Repository<Employee>) {
    super(employees, {
      idKey: 'employeeId',
      hashKey: 'employeeHash',
      duplicateEmailMessage: 'An employee with this email already exists.',
    });
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
}
