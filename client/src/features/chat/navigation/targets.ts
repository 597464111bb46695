import type { Viewer } from '../../../app/auth/access';
import { LISTING_TYPES, TYPE_INFO } from '../../listings/listing-types';
import { PAYMENT_PATHS } from '../../payment/payment-paths';
import {
  DASHBOARD_PATH,
  HISTORY_PATH,
  ownListPath,
  POST_PATH,
  REQUEST_PATH,
  SUBSCRIBE_PATH,
} from '../../seller/seller-paths';
import { STAFF_PATHS, staffListingsPath } from '../../staff/staff-paths';
import { BUYER_SUBSCRIBE_PATH } from '../../subscription/subscription-paths';

export type RoleName = 'visitor' | 'seller' | 'buyer' | 'employee' | 'manager' | 'admin';

export const LEVEL_ROLE: Record<number, RoleName> = { 1: 'employee', 2: 'manager', 3: 'admin' };

const BROWSE = LISTING_TYPES.map((type) => TYPE_INFO[type].browsePath);
const EVERYONE_SIGNED_IN = ['/', '/about', '/service', '/contact', ...BROWSE];
const STAFF = [...EVERYONE_SIGNED_IN, STAFF_PATHS.dashboard];
const MANAGERS = [
  ...STAFF,
  STAFF_PATHS.employees,
  STAFF_PATHS.sellers,
  STAFF_PATHS.buyers,
  ...LISTING_TYPES.map(staffListingsPath),
  STAFF_PATHS.sellerContact,
  STAFF_PATHS.buyerContact,
  STAFF_PATHS.history,
  STAFF_PATHS.costs,
  STAFF_PATHS.income,
];

/**
 * The pages the assistant takes each role to, first: asked for "history", an admin gets the
 * back-office's history and a seller their own. A page no role of the caller has is still found
 * among all pages, with the permission reply (the spec's rule).
 */
export const NAVIGATION_TARGETS: Record<RoleName, readonly string[]> = {
  visitor: ['/', '/about', '/service', '/login', '/register', '/sellerRegister', '/buyerRegister'],
  seller: [
    ...EVERYONE_SIGNED_IN,
    DASHBOARD_PATH,
    ...LISTING_TYPES.map((type) => POST_PATH[type]),
    ...LISTING_TYPES.map(ownListPath),
    SUBSCRIBE_PATH,
    REQUEST_PATH,
    HISTORY_PATH,
    PAYMENT_PATHS.seller.chapa,
    PAYMENT_PATHS.seller.card,
  ],
  buyer: [
    ...EVERYONE_SIGNED_IN,
    BUYER_SUBSCRIBE_PATH,
    PAYMENT_PATHS.buyer.chapa,
    PAYMENT_PATHS.buyer.card,
  ],
  employee: STAFF,
  manager: MANAGERS,
  admin: [...MANAGERS, STAFF_PATHS.addEmployee, STAFF_PATHS.audit],
};

/** The caller's role: signed out, seller, buyer, or the staff level. */
export function roleOf({ session, employeeRole }: Viewer): RoleName {
  if (!session) return 'visitor';
  if (session.userType !== 'employee') return session.userType;
  return LEVEL_ROLE[employeeRole ?? 1] ?? 'employee';
}
