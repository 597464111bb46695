import type { AuthState } from '../auth/AuthProvider';

export interface NavLink {
  to: string;
  labelKey: string;
}

/** The header's links for everyone. */
export const MAIN_LINKS: NavLink[] = [
  { to: '/', labelKey: 'header.home' },
  { to: '/about', labelKey: 'header.about' },
  { to: '/service', labelKey: 'header.services' },
  { to: '/contact', labelKey: 'header.contact' },
];

/** The one extra link each role gets in the header. */
export function roleLinkFor(
  auth: Pick<AuthState, 'isSeller' | 'isBuyer' | 'isEmployee'>,
): NavLink | null {
  if (auth.isSeller) return { to: '/seller/adminPost', labelKey: 'header.adminPost' };
  if (auth.isEmployee) return { to: '/employee/admin', labelKey: 'header.admin' };
  if (auth.isBuyer) return { to: '/buyer/subscibe', labelKey: 'header.subscribe' };
  return null;
}

/** The back-office's pages all live under this path. */
const STAFF_AREA = '/employee/';

/** Whose call to action the footer shows: a visitor's, a seller's or a buyer's. */
export type FooterCallRole = 'visitor' | 'seller' | 'buyer';

/**
 * The footer's call to action leads each role on: a visitor to register, a seller to post, a buyer
 * to browse. Staff get none: the back-office is not where anyone is invited to buy or sell.
 */
export function footerCallFor(
  auth: Pick<AuthState, 'isSeller' | 'isBuyer' | 'isEmployee'>,
  pathname: string,
): { role: FooterCallRole; to: string } | null {
  if (auth.isEmployee || pathname.startsWith(STAFF_AREA)) return null;
  if (auth.isSeller) return { role: 'seller', to: '/seller/adminPost' };
  if (auth.isBuyer) return { role: 'buyer', to: '/getCarRent' };
  return { role: 'visitor', to: '/register' };
}
