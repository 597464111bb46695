import { Injectable } from '@nestjs/common';
import type { StaffLevel, UserType } from '../../common/auth/auth-user';
import { BuyerService } from '../buyer/buyer.service';
import { Buyer } from '../buyer/entities/buyer.entity';
import { EmployeeService } from '../employee/employee.service';
import { Employee } from '../employee/entities/employee.entity';
import { Seller } from '../seller/entities/seller.entity';
import { SellerService } from '../seller/seller.service';

/** One account of any type, as sign-in, the guard and password reset see it. */
export interface Account {
  userType: UserType;
  id: number;
  email: string;
  passwordHash: string;
  tokenVersion: number;
  active: boolean;
  staffLevel?: StaffLevel;
  /** The spec's userDetails for the login reply and the session. */
  userDetails: Record<string, unknown>;
}

function fromSeller(s: Seller): Account {
  return {
    userType: 'seller',
    id: s.sellerId,
    email: s.email,
    passwordHash: s.passwordHash,
    tokenVersion: s.tokenVersion,
    active: true,
    userDetails: {
      sellerId: s.sellerId,
      sellerEmail: s.email,
      sellerFirstName: s.sellerFirstName,
      sellerLastName: s.sellerLastName,
      sellerHash: s.sellerHash,
      PhoneNumber: s.PhoneNumber,
    },
  };
}

function fromBuyer(b: Buyer): Account {
  return {
    userType: 'buyer',
    id: b.buyerId,
    email: b.email,
    passwordHash: b.passwordHash,
    tokenVersion: b.tokenVersion,
    active: true,
    userDetails: {
      buyerId: b.buyerId,
      buyerEmail: b.email,
      buyerFirstName: b.buyerFirstName,
      buyerLastName: b.buyerLastName,
      buyerHash: b.buyerHash,
      PhoneNumber: b.PhoneNumber,
    },
  };
}

function fromEmployee(e: Employee): Account {
  const staffLevel = Number(e.companyRoleId) as StaffLevel;
  return {
    userType: 'employee',
    id: e.employeeId,
    email: e.email,
    passwordHash: e.passwordHash,
    tokenVersion: e.tokenVersion,
    active: Number(e.employeeActiveStatus) === 1,
    staffLevel,
    userDetails: {
      employeeId: e.employeeId,
      employeeEmail: e.email,
      employeeRole: staffLevel,
      employeeFirstName: e.employeeFirstName,
      employeeLastName: e.employeeLastName,
      employeeHash: e.employeeHash,
      PhoneNumber: e.PhoneNumber,
    },
  };
}

/** The three account types behind one lookup, in the order sign-in tries them. */
@Injectable()
export class Accounts {
  constructor(
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly employees: EmployeeService,
  ) {}

  async findById(userType: UserType, id: number): Promise<Account | null> {
    switch (userType) {
      case 'seller':
        return map(await this.sellers.findById(id), fromSeller);
      case 'buyer':
        return map(await this.buyers.findById(id), fromBuyer);
      case 'employee':
        return map(await this.employees.findById(id), fromEmployee);
    }
  }

  /** Every account with this e-mail (it is unique per type, so at most one of each). */
  async findAllByEmail(email: string): Promise<Account[]> {
    const [seller, buyer, employee] = await Promise.all([
      this.sellers.findByEmail(email),
      this.buyers.findByEmail(email),
      this.employees.findByEmail(email),
    ]);
    return [map(seller, fromSeller), map(buyer, fromBuyer), map(employee, fromEmployee)].filter(
      (a): a is Account => a !== null,
    );
  }

  changePassword(account: Account, newPassword: string): Promise<void> {
    const service = { seller: this.sellers, buyer: this.buyers, employee: this.employees }[
      account.userType
    ];
    return service.changePassword(account.id, newPassword);
  }
}

function map<T>(entity: T | null, mapper: (e: T) => Account): Account | null {
  return entity ? mapper(entity) : null;
}
