import type { RouteObject } from 'react-router-dom';

/**
 * Whether a route's `path` may match `pathname`: its segments before its first dynamic one
 * (`:id`, `*`, optional) are the pathname's, as the router compares them (case aside). React
 * Router compiles a pattern for every route it is given and tries them in turn, each one's first
 * try compiling it again; of the app's eighty routes a path may match a handful. Leaving out
 * those that cannot match changes nothing in how it ranks the others, so nothing in which one it
 * picks. The pathname is split once, for all the routes it is tried against.
 */
export function mayMatchAt(pathname: string): (path: string) => boolean {
  const actual = segmentsOf(decodedPath(pathname));
  return (path) => {
    for (const [i, segment] of segmentsOf(path).entries()) {
      if (segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')) return true;
      if (segment !== actual[i]) return false;
    }
    return true;
  };
}

function segmentsOf(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

/** The pathname as the router matches it: decoded, or as it is when it is not valid encoding. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The route tree without the pages that cannot match `pathname`, nor the layouts left without
 * pages. Only pages whose path is absolute (under layouts without a path of their own) are left
 * out: a relative path's match depends on its parents'.
 */
export function routesThatMayMatch(routes: RouteObject[], pathname: string): RouteObject[] {
  return pagesThatMayMatch(routes, mayMatchAt(pathname));
}

function pagesThatMayMatch(
  routes: RouteObject[],
  mayMatchPath: (path: string) => boolean,
): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (!route.children) return route.path === undefined || mayMatchPath(route.path) ? [route] : [];
    if (route.path !== undefined) return [route];
    const children = pagesThatMayMatch(route.children, mayMatchPath);
    return children.length ? [{ ...route, children }] : [];
  });
}
