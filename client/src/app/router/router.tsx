import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { MessagePage } from '../../features/access/pages/MessagePage';
import { GuestOnly } from '../auth/GuestOnly';
import { RequireAuth } from '../auth/RequireAuth';
import { AppLayout } from '../layout/AppLayout';
import { routesThatMayMatch } from './may-match';
import type { AppRoute, RouteAccess } from './route-types';
import { APP_ROUTES } from './routes';

function PageFallback() {
  return (
    <Stack sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Stack>
  );
}

const NOT_FOUND = <MessagePage titleKey="notFound.title" textKey="notFound.text" />;

const accessKey = (access: RouteAccess) => JSON.stringify(access);

/** Groups the catalogue by access so each guard is one layout route around its pages. */
export function buildRouteObjects(routes: AppRoute[]): RouteObject[] {
  const groups = new Map<string, { access: RouteAccess; routes: AppRoute[] }>();
  for (const route of routes) {
    const key = accessKey(route.access);
    if (!groups.has(key)) groups.set(key, { access: route.access, routes: [] });
    groups.get(key)!.routes.push(route);
  }
  const children: RouteObject[] = [...groups.values()].map(({ access, routes: grouped }) => {
    const pages = grouped.map((route) => ({
      path: route.path,
      element: route.element ? (
        <Suspense fallback={<PageFallback />}>{route.element}</Suspense>
      ) : (
        NOT_FOUND
      ),
    }));
    if (access.kind === 'public') return { children: pages };
    if (access.kind === 'guest') return { element: <GuestOnly />, children: pages };
    return {
      element: (
        <RequireAuth
          userType={access.userType}
          levels={access.levels}
          publicBrowsing={access.publicBrowsing}
        />
      ),
      children: pages,
    };
  });
  children.push({ path: '*', element: NOT_FOUND });
  return [{ element: <AppLayout />, children }];
}

const APP_ROUTE_OBJECTS = buildRouteObjects(APP_ROUTES);

/**
 * The app's pages under the router the caller provides (the browser's, or a memory one in tests).
 * A declarative router, not a data router: no page uses loaders or actions, and the data router's
 * machinery would be a fifth of the JavaScript every first visit downloads.
 */
export function AppRoutes({ routes = APP_ROUTE_OBJECTS }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  // The router matches only the pages this path may open: it picks the same one, sooner.
  const candidates = useMemo(() => routesThatMayMatch(routes, pathname), [routes, pathname]);
  return useRoutes(candidates);
}
