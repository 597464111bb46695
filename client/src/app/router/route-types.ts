import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StoredSession, UserType } from '../auth/session';

/** Who may open a route: everyone, signed-out visitors only, or signed-in users of a type (and levels). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'guest' }
  | {
      kind: 'signed-in';
      userType?: UserType;
      levels?: number[];
      /** Open to visitors too while the operator opens browsing (PUBLIC_BROWSING). */
      publicBrowsing?: boolean;
    };

export interface AppRoute {
  path: string;
  /** i18n key of the page's name (also what the chat assistant matches on). */
  nameKey: string;
  access: RouteAccess;
  /** Absent while the page is not built yet: the guard still applies, then the not-found page. */
  element?: ReactNode;
  /**
   * Asks ahead for what the page needs when the app starts on it (router/preload.ts), for the
   * stored session's user.
   */
  preload?: (page: PageAddress, queryClient: QueryClient, session: StoredSession | null) => void;
}

/** Where a page is: its path's parameters and its query string. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}
