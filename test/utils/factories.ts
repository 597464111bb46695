import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { EmployeeService } from '../../src/modules/employee/employee.service';
import { BuyerAccessService } from '../../src/modules/subscription/buyer-access.service';
import { SellerBalanceService } from '../../src/modules/subscription/seller-balance.service';
import type { TestApp } from './test-app';

const unique = () => randomBytes(4).toString('hex');

export function sellerPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: `seller.${unique()}@example.et`,
    password: 'seller password 1',
    sellerFirstName: 'Abebe',
    sellerLastName: 'Kebede',
    PhoneNumber: '+251911234567',
    sellerCountry: 'Ethiopia',
    sellerCity: 'Addis Ababa',
    ...overrides,
  };
}

export function buyerPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: `buyer.${unique()}@example.et`,
    password: 'buyer password 1',
    buyerFirstName: 'Hanna',
    buyerLastName: 'Tesfaye',
    PhoneNumber: '+251922345678',
    buyerCity: 'Bahir Dar',
    ...overrides,
  };
}

export interface SignedInUser {
  email: string;
  password: string;
  id: number;
  token: string;
  userDetails: Record<string, unknown>;
}

export async function login(http: App, email: string, password: string): Promise<SignedInUser> {
  const res = await request(http).post('/api/user/login').send({ email, password }).expect(200);
  const details = res.body.data.userDetails as Record<string, unknown>;
  const id = Number(details.sellerId ?? details.buyerId ?? details.employeeId);
  return { email, password, id, token: res.body.data.token as string, userDetails: details };
}

export async function registerSeller(http: App, overrides: Record<string, unknown> = {}) {
  const payload = sellerPayload(overrides);
  await request(http).post('/api/seller/register').send(payload).expect(201);
  return login(http, payload.email, payload.password);
}

export async function registerBuyer(http: App, overrides: Record<string, unknown> = {}) {
  const payload = buyerPayload(overrides);
  await request(http).post('/api/buyer/register').send(payload).expect(201);
  return login(http, payload.email, payload.password);
}

/** Staff accounts are created by admins (or the bootstrap); tests create them directly. */
export async function createStaff(
  t: TestApp,
  level: 1 | 2 | 3,
  overrides: { active?: 0 | 1 } = {},
) {
  const email = `staff${level}.${unique()}@gebeya.et`;
  const password = 'staff password 1';
  await t.app.get(EmployeeService).create({
    email,
    password,
    employeeFirstName: ['', 'Employee', 'Manager', 'Admin'][level],
    employeeLastName: 'Staff',
    PhoneNumber: '+251933456789',
    companyRoleId: level,
    employeeActiveStatus: overrides.active ?? 1,
  });
  return overrides.active === 0 ? { email, password } : login(t.http, email, password);
}

/** Six months of buyer subscription, as a paid subscription would grant them. */
export async function subscribeBuyer(t: TestApp, buyer: SignedInUser): Promise<void> {
  await t.app
    .get(BuyerAccessService)
    .grantPeriod({ buyerId: buyer.id, amount: 250, currency: 'ETB', actor: 'test' });
}

/** Credits a seller's balance (posts after the free trial cost 500 ETB each). */
export async function creditSeller(t: TestApp, seller: SignedInUser, amount = 50_000) {
  await t.app
    .get(SellerBalanceService)
    .credit({ sellerId: seller.id, amount, reason: 'staff-adjustment', actor: 'test' });
}
