import { matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mayMatchAt, routesThatMayMatch } from './may-match';
import { buildRouteObjects } from './router';
import { APP_ROUTES } from './routes';

/** Paths of each kind the app has: static, with a parameter, unknown, the root, encoded. */
const PATHS = [
  '/getCarRent',
  '/GETCARRENT',
  '/seller/carRent/abc',
  '/sellers/s1',
  '/',
  '/login',
  '/no/such/page',
  '/seller/carRent/%E1%88%B5',
];

describe('mayMatchAt', () => {
  it('leaves out only routes that cannot match: their static segments differ', () => {
    expect(mayMatchAt('/getcarrent')('/getCarRent')).toBe(true);
    expect(mayMatchAt('/getHouseRent')('/getCarRent')).toBe(false);
    expect(mayMatchAt('/seller/carRent/abc')('/seller/carRent/:postHash')).toBe(true);
    expect(mayMatchAt('/seller/houseRent/abc')('/seller/carRent/:postHash')).toBe(false);
    expect(mayMatchAt('/getCarRent')('/')).toBe(true);
    expect(mayMatchAt('/no/such/page')('*')).toBe(true);
    expect(mayMatchAt('/docs/a/b')('/docs/*')).toBe(true);
    expect(mayMatchAt('/am/about')('/lang?/about')).toBe(true);
    expect(mayMatchAt('/%E1%88%B5%E1%88%88')('/ስለ')).toBe(true);
    expect(mayMatchAt('/%E0%A4%A')('/about')).toBe(false);
  });

  it('keeps every route of the app that matches a path', () => {
    for (const path of PATHS) {
      for (const route of APP_ROUTES) {
        if (matchPath(route.path, path)) expect(mayMatchAt(path)(route.path)).toBe(true);
      }
    }
  });
});

describe('routesThatMayMatch', () => {
  const tree = buildRouteObjects(APP_ROUTES);
  const picked = (routes: RouteObject[], path: string) =>
    matchRoutes(routes, path)?.map((match) => match.route.path ?? match.route.element);

  it('has the router pick, for any path, what it picks in the whole tree', () => {
    for (const path of PATHS) {
      expect(picked(routesThatMayMatch(tree, path), path)).toEqual(picked(tree, path));
    }
  });

  it('leaves a path a handful of the pages, and drops the layouts left empty', () => {
    const pages = (routes: RouteObject[]): number =>
      routes.reduce((sum, route) => sum + (route.children ? pages(route.children) : 1), 0);
    expect(pages(tree)).toBeGreaterThan(60);
    const cut = routesThatMayMatch(tree, '/getCarRent');
    expect(pages(cut)).toBeLessThanOrEqual(3);
    const layouts = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => (route.children ? [route, ...layouts(route.children)] : []));
    for (const layout of layouts(cut)) expect(layout.children!.length).toBeGreaterThan(0);
  });

  it('keeps pages under a layout with a path of its own, whose paths are relative to it', () => {
    const nested: RouteObject[] = [
      { path: '/account', children: [{ path: 'orders' }, { path: 'profile' }] },
      { path: '/help' },
    ];
    expect(routesThatMayMatch(nested, '/account/orders')).toEqual([nested[0]]);
  });
});
