import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { decideAccess, viewerOf } from '../auth/access';
import { readLiveSession } from '../auth/session';
import { mayMatchAt } from './may-match';
import type { AppRoute } from './route-types';

/**
 * Asks, as the app starts, for what the page at `location` needs (its code, its data), when the
 * visitor may open it. The first render builds the shell, the guards and their session check
 * before it reaches the page: on a slow phone that is most of a second the page's code and data
 * would otherwise wait for. The route is the one the router picks, by the same ranking.
 */
export function preloadPageAt(
  routes: AppRoute[],
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
): void {
  const mayMatch = mayMatchAt(location.pathname);
  const [match] =
    matchRoutes(
      routes.filter((route) => mayMatch(route.path)).map((route) => ({ path: route.path, route })),
      location.pathname,
    ) ?? [];
  const route = match?.route.route;
  if (!route?.preload) return;
  const session = readLiveSession();
  if (!decideAccess(route.access, viewerOf(session)).allowed) return;
  route.preload(
    { params: match.params, search: new URLSearchParams(location.search) },
    queryClient,
    session,
  );
}
