import type { RouteAccess } from '../router/route-types';
import type { AuthState } from './AuthProvider';
import type { UserType } from './session';

/** Where each kind of wrong visitor is sent, as the spec's guards do. */
const DENIAL_ROUTE: Record<UserType, string> = {
  seller: '/Otherunauthorized',
  buyer: '/buyersOnly',
  employee: '/onlyEmployee',
};

/** Why a page is closed to someone, and where the guard sends them. */
export type AccessDenial =
  | { reason: 'login'; redirectTo: '/login' }
  | { reason: 'signed-in'; redirectTo: '/' }
  | { reason: 'wrong-user'; redirectTo: string };

export type AccessDecision = { allowed: true } | ({ allowed: false } & AccessDenial);

/** Who is asking: the signed-in session (or none) and the employee level. */
export type Viewer = Pick<AuthState, 'session' | 'employeeRole'>;

const ALLOWED: AccessDecision = { allowed: true };

/**
 * The one rule for who may open a page: the guards enforce it and the chat assistant consults it,
 * so the two never disagree.
 */
export function decideAccess(access: RouteAccess, viewer: Viewer): AccessDecision {
  const { session, employeeRole } = viewer;
  switch (access.kind) {
    case 'public':
      return ALLOWED;
    case 'guest':
      return session ? { allowed: false, reason: 'signed-in', redirectTo: '/' } : ALLOWED;
    case 'signed-in':
      if (!session) return { allowed: false, reason: 'login', redirectTo: '/login' };
      if (access.userType && session.userType !== access.userType) {
        return { allowed: false, reason: 'wrong-user', redirectTo: DENIAL_ROUTE[access.userType] };
      }
      if (access.levels && (employeeRole === null || !access.levels.includes(employeeRole))) {
        return { allowed: false, reason: 'wrong-user', redirectTo: '/unauthorized' };
      }
      return ALLOWED;
  }
}
