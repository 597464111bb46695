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
