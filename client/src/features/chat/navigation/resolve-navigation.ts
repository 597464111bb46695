import Fuse from 'fuse.js';
import { decideAccess, type Viewer } from '../../../app/auth/access';
import type { AppRoute, RouteAccess } from '../../../app/router/route-types';

/** The words that turn a chat message into a request to open a page. */
export const COMMAND_WORDS = ['go to', 'navigate to', 'take me to', 'show me', 'open'] as const;

/** Fuse's score limit (0 is exact, 1 matches anything). */
export const MATCH_THRESHOLD = 0.4;

export type RoleName = 'visitor' | 'seller' | 'buyer' | 'employee' | 'manager' | 'admin';

export type NavigationOutcome =
  | { kind: 'navigate'; path: string; nameKey: string }
  | { kind: 'login-required'; path: string }
  | { kind: 'denied'; path: string; required: RoleName[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COMMAND = new RegExp(`^(?:${COMMAND_WORDS.map(escapeRegExp).join('|')})\\s+(.+)$`, 'i');

/** What follows a command word ('take me to the post history page' → 'post history'), or null. */
export function commandTarget(message: string): string | null {
  const match = COMMAND.exec(message.trim());
  if (!match) return null;
  const target = match[1]
    .replace(/[\s.!?]+$/, '')
    .replace(/^the\s+/i, '')
    .replace(/\s+page$/i, '')
    .trim();
  return target || null;
}

/** '/seller/adminPost' → 'seller admin post': people type words, not paths. */
function pathWords(path: string): string {
  return path
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split('/')
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

const LEVEL_ROLE: Record<number, RoleName> = { 1: 'employee', 2: 'manager', 3: 'admin' };

/** Who may open a page, in words, lowest rank first. */
export function requiredRoles(access: RouteAccess): RoleName[] {
  if (access.kind === 'guest') return ['visitor'];
  if (access.kind === 'public') return [];
  if (access.levels) {
    return [...access.levels].sort((a, b) => a - b).map((level) => LEVEL_ROLE[level]);
  }
  return access.userType ? [access.userType] : [];
}

/**
 * Resolves a navigation command against the route catalogue: the best fuzzy match on path and page
 * name, then the guards' own access rule. Null when the message is no command or nothing matches,
 * so the message goes to the assistant on the server instead.
 * `pageNames` gives the names a page is known by (the current language's, and English).
 */
export function resolveNavigation(
  message: string,
  routes: readonly AppRoute[],
  viewer: Viewer,
  pageNames: (nameKey: string) => string[],
): NavigationOutcome | null {
  const target = commandTarget(message);
  if (!target) return null;
  // Pages that need an id (a listing, an employee) cannot be opened from words alone.
  const candidates = routes
    .filter((route) => !route.path.includes(':'))
    .map((route) => ({
      route,
      path: route.path,
      words: pathWords(route.path),
      names: pageNames(route.nameKey),
    }));
  const fuse = new Fuse(candidates, {
    keys: ['path', 'words', 'names'],
    threshold: MATCH_THRESHOLD,
    // Page names and paths are short: where in them the words occur says nothing.
    ignoreLocation: true,
  });
  const best = fuse.search(target, { limit: 1 })[0];
  if (!best) return null;
  const { route } = best.item;
  const decision = decideAccess(route.access, viewer);
  if (decision.allowed) return { kind: 'navigate', path: route.path, nameKey: route.nameKey };
  if (decision.reason === 'login') return { kind: 'login-required', path: route.path };
  return { kind: 'denied', path: route.path, required: requiredRoles(route.access) };
}

type Translate = (key: string, options?: Record<string, string>) => string;

/** The assistant's reply to a resolved command, in the user's language. */
export function navigationReply(outcome: NavigationOutcome, t: Translate): string {
  switch (outcome.kind) {
    case 'navigate':
      return t('chat.nav.taking', { page: t(outcome.nameKey) });
    case 'login-required':
      return `${t('chat.nav.denied', { path: outcome.path })} ${t('chat.nav.logIn')}`;
    case 'denied': {
      const roles = outcome.required.map((role) => t(`chat.roles.${role}`)).join(', ');
      return `${t('chat.nav.denied', { path: outcome.path })} ${t('chat.nav.required', { roles })}`;
    }
  }
}
