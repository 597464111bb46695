import type { RouteAccess } from '../router/route-types';
import { siteSettings, type SiteSettings } from '../site-settings';
import type { AuthState } from './AuthProvider';
import type { StoredSession, UserType } from './session';

/**
 * Where each kind of wrong visitor is sent, as the spec's guards do. A seller page first says
 * 'Unauthorized Access' (its notice), then goes on to the page saying only sellers may view it.
 */
const DENIAL: Record<UserType, { redirectTo: string; notice?: GuardNotice }> = {
  seller: {
    redirectTo: '/Otherunauthorized',
    notice: { titleKey: 'guard.unauthorizedTitle', textKey: 'guard.unauthorizedText' },
  },
  buyer: { redirectTo: '/buyersOnly' },
  employee: { redirectTo: '/onlyEmployee' },
};

/** What a guard says (i18n keys) before it sends a visitor on. */
export interface GuardNotice {
  titleKey: string;
  textKey?: string;
}

/** Why a page is closed to someone, where the guard sends them, and what it says meanwhile. */
export type AccessDenial =
  | { reason: 'login'; redirectTo: '/login'; notice: GuardNotice }
  | { reason: 'signed-in'; redirectTo: '/' }
  | { reason: 'wrong-user'; redirectTo: string; notice?: GuardNotice };

export type AccessDecision = { allowed: true } | ({ allowed: false } & AccessDenial);

/** Who is asking: the signed-in session (or none) and the employee level. */
export type Viewer = Pick<AuthState, 'session' | 'employeeRole'>;

/** The viewer a session makes: its employee level comes with it. */
export function viewerOf(session: StoredSession | null): Viewer {
  const employeeRole = session?.userType === 'employee' ? session.userDetails.employeeRole : null;
  return { session, employeeRole };
}

const ALLOWED: AccessDecision = { allowed: true };

/**
 * The one rule for who may open a page: the guards enforce it and the chat assistant consults it,
 * so the two never disagree.
 */
export function decideAccess(
  access: RouteAccess,
  viewer: Viewer,
  settings: SiteSettings = siteSettings(),
): AccessDecision {
  const { session, employeeRole } = viewer;
  switch (access.kind) {
    case 'public':
      return ALLOWED;
    case 'guest':
      return session ? { allowed: false, reason: 'signed-in', redirectTo: '/' } : ALLOWED;
    case 'signed-in':
      if (!session) {
        if (access.publicBrowsing && settings.publicBrowsing) return ALLOWED;
        // The back-office says 'Not Logged In'; the rest of the site 'Login to Access This Page'.
        const titleKey =
          access.userType === 'employee' ? 'guard.notLoggedIn' : 'guard.loginRequired';
        return { allowed: false, reason: 'login', redirectTo: '/login', notice: { titleKey } };
      }
      if (access.userType && session.userType !== access.userType) {
        return { allowed: false, reason: 'wrong-user', ...DENIAL[access.userType] };
      }
      if (access.levels && (employeeRole === null || !access.levels.includes(employeeRole))) {
        return { allowed: false, reason: 'wrong-user', redirectTo: '/unauthorized' };
      }
      return ALLOWED;
  }
}
