import type { ListingType } from '../listings/listing-types';

/** Staff levels: 1 Employee, 2 Manager, 3 Admin. */
export type StaffLevel = 1 | 2 | 3;
export const ALL_STAFF: StaffLevel[] = [3, 2, 1];
export const MANAGERS: StaffLevel[] = [3, 2];
export const ADMINS: StaffLevel[] = [3];

export const STAFF_PATHS = {
  dashboard: '/employee/admin',
  employees: '/employee/list',
  addEmployee: '/employee/add',
  sellers: '/employee/seller',
  buyers: '/employee/buyer',
  sellerContact: '/employee/sellerContact',
  buyerContact: '/employee/buyerContact',
  history: '/employee/seller/history',
  costs: '/employee/costs',
  income: '/employee/income',
  audit: '/employee/audit',
} as const;

export const editEmployeePath = (employeeHash: string) =>
  `/employee/edit/${encodeURIComponent(employeeHash)}`;
export const staffListingsPath = (type: ListingType) => `/employee/seller/${type}`;
export const sellerListingsPath = (type: ListingType, sellerId: number) =>
  `/employee/seller/${type}/${sellerId}`;
