import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { normalizeEmail } from '../../common/security/email';
import { hashPassword } from '../../common/security/password';
import { generatePublicHash } from '../../common/security/public-hash';
import { Employee, EmployeeLevel } from './entities/employee.entity';

export interface NewEmployee {
  email: string;
  password: string;
  employeeFirstName: string;
  employeeLastName: string;
  PhoneNumber: string;
  companyRoleId: EmployeeLevel;
  employeeActiveStatus?: number;
  employeeHash?: string;
}

@Injectable()
export class EmployeeService {
  constructor(@InjectRepository(Employee) private readonly employees: Repository<Employee>) {}

  async create(input: NewEmployee): Promise<Employee> {
    const { password, ...fields } = input;
    const employee = this.employees.create({
      ...fields,
      email: normalizeEmail(input.email),
      employeeHash: input.employeeHash ?? generatePublicHash(),
      employeeActiveStatus: input.employeeActiveStatus ?? 1,
      passwordHash: await hashPassword(password),
    });
    try {
      return await this.employees.save(employee);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException('An employee with this email already exists.');
      }
      throw error;
    }
  }

  findByEmail(email: string): Promise<Employee | null> {
    return this.employees.findOneBy({ email: normalizeEmail(email) });
  }

  /** Creates the configured administrator on start when no employee has that e-mail yet. */
  async ensureAdmin(email: string, password: string): Promise<Employee | null> {
    if (await this.findByEmail(email)) return null;
    return this.create({
      email,
      password,
      employeeFirstName: 'Admin',
      employeeLastName: 'Gebeya',
      PhoneNumber: '+251900000000',
      companyRoleId: EmployeeLevel.Admin,
    });
  }
}
