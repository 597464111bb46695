import { Injectable } from '@nestjs/common';
import type { SignInAccount, TokenHolder } from '../../common/accounts/account.service';
import type { UserType } from '../../common/auth/auth-user';
import { BuyerService } from '../buyer/buyer.service';
import { EmployeeService } from '../employee/employee.service';
import { SellerService } from '../seller/seller.service';

/** One account of any type, as sign-in, the guard and password reset see it. */
export type Account = SignInAccount;

/** The three account types behind one lookup, in the order sign-in tries them. */
@Injectable()
export class Accounts {
  constructor(
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly employees: EmployeeService,
  ) {}

  private serviceOf(userType: UserType) {
    return { seller: this.sellers, buyer: this.buyers, employee: this.employees }[userType];
  }

  findById(userType: UserType, id: number): Promise<Account | null> {
    return this.serviceOf(userType).findSignIn(id);
  }

  /** What a token naming this account is checked against. */
  findTokenHolder(userType: UserType, id: number): Promise<TokenHolder | null> {
    return this.serviceOf(userType).findTokenHolder(id);
  }

  /** Every account with this e-mail (it is unique per type, so at most one of each). */
  async findAllByEmail(email: string): Promise<Account[]> {
    const accounts = await Promise.all(
      [this.sellers, this.buyers, this.employees].map((service) =>
        service.findSignInByEmail(email),
      ),
    );
    return accounts.filter((account): account is Account => account !== null);
  }

  changePassword(account: Account, newPassword: string): Promise<void> {
    return this.serviceOf(account.userType).changePassword(account.id, newPassword);
  }
}
