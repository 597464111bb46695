import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Staff levels: 1 Employee, 2 Manager, 3 Admin. */
export enum EmployeeLevel {
  Employee = 1,
  Manager = 2,
  Admin = 3,
}

@Entity('employees')
export class Employee {
  @PrimaryGeneratedColumn()
  employeeId: number;

  @Index('UQ_employees_hash', { unique: true })
  @Column({ length: 26 })
  employeeHash: string;

  /** Stored lower-cased so uniqueness is case-insensitive on every engine. */
  @Index('UQ_employees_email', { unique: true })
  @Column({ length: 254 })
  email: string;

  @Column({ length: 100 })
  employeeFirstName: string;

  @Column({ length: 100 })
  employeeLastName: string;

  @Column({ length: 32 })
  PhoneNumber: string;

  @Column({ type: 'smallint' })
  companyRoleId: EmployeeLevel;

  /** 1 active, 0 inactive: an inactive employee cannot sign in. */
  @Column({ type: 'smallint', default: 1 })
  employeeActiveStatus: number;

  @Column({ length: 255 })
  passwordHash: string;

  /** Bumped to revoke every token issued before (password reset, deactivation). */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @CreateDateColumn()
  employeeAddedDate: Date;
}
