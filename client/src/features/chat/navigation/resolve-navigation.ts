import Fuse from 'fuse.js';
import { decideAccess, type Viewer } from '../../../app/auth/access';
import type { AppRoute, RouteAccess } from '../../../app/router/route-types';
import { LEVEL_ROLE, NAVIGATION_TARGETS, roleOf, type RoleName } from './targets';

export type { RoleName } from './targets';

/** The words that turn a chat message into a request to open a page. */
export const COMMAND_WORDS = ['go to', 'navigate to', 'take me to', 'show me', 'open'] as const;

/**
 * The same in Amharic, where the verb comes last: 'ወደ ታሪክ ውሰደኝ' (take me to history),
 * 'መኪና ለኪራይ አሳየኝ' (show me cars for rent), 'ሠራተኞችን ክፈት' (open employees), each in the
 * familiar, feminine, plural and polite forms people type.
 */
export const AMHARIC_COMMAND_WORDS = [
  'ውሰደኝ',
  'ውሰጂኝ',
  'ውሰዱኝ',
  'ይውሰዱኝ',
  'አሳየኝ',
  'አሳዪኝ',
  'አሳዩኝ',
  'ያሳዩኝ',
  'ክፈት',
  'ክፈቺ',
  'ክፈቱ',
  'ይክፈቱ',
  'ክፈትልኝ',
  'ክፈችልኝ',
  'ክፈቱልኝ',
  'ይክፈቱልኝ',
  'ሂድ',
  'ሂጂ',
  'ሂዱ',
  'ልሂድ',
  'አስገባኝ',
  'አስገቡኝ',
] as const;

/** Fuse's score limit (0 is exact, 1 matches anything). */
export const MATCH_THRESHOLD = 0.4;

export type NavigationOutcome =
  | { kind: 'navigate'; path: string; nameKey: string }
  | { kind: 'login-required'; path: string; nameKey: string }
  | { kind: 'denied'; path: string; nameKey: string; required: RoleName[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COMMAND = new RegExp(`^(?:${COMMAND_WORDS.map(escapeRegExp).join('|')})\\s+(.+)$`, 'i');
// 'Please' (እባክህ, እባክዎ …) and 'to' (ወደ) may come first; the verb is last.
const AMHARIC_COMMAND = new RegExp(
  `^(?:እባክ\\S*\\s+)?(?:ወደ\\s*)?(.+?)\\s+(?:${AMHARIC_COMMAND_WORDS.join('|')})$`,
);

/**
 * The page asked for, or null: what follows an English command word ('take me to the post
 * history page' → 'post history') or comes before an Amharic one ('ወደ ታሪክ ገጽ ውሰደኝ' → 'ታሪክ').
 */
export function commandTarget(message: string): string | null {
  const text = message.trim().replace(/[\s.!?።፧]+$/, '');
  const english = COMMAND.exec(text);
  if (english) {
    const target = english[1]
      .replace(/^the\s+/i, '')
      .replace(/\s+page$/i, '')
      .trim();
    return target || null;
  }
  const amharic = AMHARIC_COMMAND.exec(text);
  if (!amharic) return null;
  // 'ገጽ' is 'page'; a final ን marks the object ('ታሪክን አሳየኝ', show me the history).
  const target = amharic[1]
    .replace(/\s+(ገጽ|ገፅ|ገጹ|ገጹን|ገጽን)$/, '')
    .replace(/(..)ን$/, '$1')
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
 * How much worse (in Fuse's score) one of the caller's own pages may match than the best page and
 * still be preferred: 'history' is as good a match for the seller's history as for the
 * back-office's, but 'register' is a far better match for /register than for the history.
 */
const OWN_PAGE_MARGIN = 0.1;

/**
 * Resolves a navigation command against the route catalogue: the best fuzzy match on path and page
 * name, then the guards' own access rule. Of the pages that match about equally well, the
 * caller's own (the role's targets) come first, then those of their kind of account, so that
 * "history" is the admin's back-office history and the seller's own. Null when the message is no command or nothing
 * matches, so the message goes to the assistant on the server instead.
 * `pageNames` gives the names a page is known by (the current language's, and English);
 * `pageWords` other words people use for a path ('መኪና ለኪራይ' for the cars for rent).
 */
export function resolveNavigation(
  message: string,
  routes: readonly AppRoute[],
  viewer: Viewer,
  pageNames: (nameKey: string) => string[],
  pageWords: (path: string) => string[] = () => [],
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
      names: [...pageNames(route.nameKey), ...pageWords(route.path)],
    }));
  const fuse = new Fuse(candidates, {
    keys: ['path', 'words', 'names'],
    threshold: MATCH_THRESHOLD,
    includeScore: true,
    // Page names and paths are short: where in them the words occur says nothing.
    ignoreLocation: true,
  });
  const results = fuse.search(target);
  if (!results.length) return null;
  const own = new Set(NAVIGATION_TARGETS[roleOf(viewer)]);
  const userType = viewer.session?.userType;
  const closeEnough = results.filter(
    (result) => (result.score ?? 0) <= (results[0].score ?? 0) + OWN_PAGE_MARGIN,
  );
  // Among equally good matches: the caller's own page, then a page of their kind of account.
  const route = (
    closeEnough.find((result) => own.has(result.item.path)) ??
    closeEnough.find(
      ({ item }) =>
        item.route.access.kind === 'signed-in' && item.route.access.userType === userType,
    ) ??
    results[0]
  ).item.route;
  const { path, nameKey } = route;
  const decision = decideAccess(route.access, viewer);
  if (decision.allowed) return { kind: 'navigate', path, nameKey };
  if (decision.reason === 'login') return { kind: 'login-required', path, nameKey };
  return { kind: 'denied', path, nameKey, required: requiredRoles(route.access) };
}

type Translate = (key: string, options?: Record<string, string>) => string;

/** The assistant's reply to a resolved command, in the user's language. */
export function navigationReply(outcome: NavigationOutcome, t: Translate): string {
  switch (outcome.kind) {
    case 'navigate':
      return t('chat.nav.taking', { page: t(outcome.nameKey) });
    case 'login-required':
    case 'denied': {
      const denied = t('chat.nav.denied', { path: outcome.path, page: t(outcome.nameKey) });
      if (outcome.kind === 'login-required') return `${denied} ${t('chat.nav.logIn')}`;
      const roles = outcome.required
        .map((role) => t(`chat.roles.${role}`))
        .join(t('chat.roles.separator'));
      return `${denied} ${t('chat.nav.required', { roles })}`;
    }
  }
}
