import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { resolveActingAccountId as sut } from './acting-account';
import type { AuthUser } from './auth-user';

const sellerA: AuthUser = { userType: 'seller', id: 7 };
const buyer: AuthUser = { userType: 'buyer', id: 7 };
const manager: AuthUser = { userType: 'employee', id: 1, staffLevel: 2 };
const employee: AuthUser = { userType: 'employee', id: 2, staffLevel: 1 };

describe('resolveActingAccountId', () => {
  it('takes the account from the token when no id is named', () => {
    expect(sut(sellerA, 'seller')).toBe(7);
  });

  it('accepts the caller naming their own id, as a number or a string', () => {
    expect(sut(sellerA, 'seller', 7)).toBe(7);
    expect(sut(sellerA, 'seller', '7')).toBe(7);
  });

  it("refuses a seller naming another seller's id", () => {
    expect(() => sut(sellerA, 'seller', 8)).toThrow(ForbiddenException);
  });

  it('refuses a buyer acting as a seller even with the same number', () => {
    expect(() => sut(buyer, 'seller', 7)).toThrow(ForbiddenException);
  });

  it('lets allowed staff name any account, and only them', () => {
    expect(sut(manager, 'seller', 8, { staffLevels: [2, 3] })).toBe(8);
    expect(() => sut(employee, 'seller', 8, { staffLevels: [2, 3] })).toThrow(ForbiddenException);
    expect(() => sut(manager, 'seller', 8)).toThrow(ForbiddenException);
  });

  it('requires staff to name the account', () => {
    expect(() => sut(manager, 'buyer', undefined, { staffLevels: [2] })).toThrow(
      BadRequestException,
    );
  });

  it.each(['abc', -1, 0, 1.5, '9'.repeat(30)])('rejects a malformed id %p', (id) => {
    expect(() => sut(sellerA, 'seller', id)).toThrow(BadRequestException);
  });
});
