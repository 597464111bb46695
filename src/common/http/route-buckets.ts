import { Router } from 'express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

/** The route methods Nest registers through the adapter. */
export type RouteMethod =
  'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'all' | 'search';

/** A segment that matches only itself: no parameter, wildcard, optional part or escape. */
const STATIC_SEGMENT = /^[A-Za-z0-9_~.-]+$/;

/** `/api/seller` of `/api/seller/carRent/x`: a path's first two segments, or undefined. */
function firstTwoSegments(path: string): string | undefined {
  if (path[0] !== '/') return undefined;
  const second = path.indexOf('/', 1);
  if (second <= 1) return undefined;
  const third = path.indexOf('/', second + 1);
  const end = third < 0 ? path.length : third;
  return end > second + 1 ? path.slice(0, end) : undefined;
}

/** A route path's first two segments when both are plain text: the key of its router. */
function staticPrefixOf(path: string): string | undefined {
  const prefix = firstTwoSegments(path);
  return prefix?.split('/').every((s, i) => i === 0 || STATIC_SEGMENT.test(s)) ? prefix : undefined;
}

interface Group {
  dispatch: RequestHandler;
  /** By first two segments, lower-cased unless the app routes case-sensitively. */
  routers: Map<string, Router>;
  keyOf(prefix: string): string;
}

/**
 * The app's routes, kept in small routers by their first two path segments (`/api/seller`,
 * `/api/listings`), so that a request is matched only against the routes that share its own.
 * Express alone tries every route in the order they were added, one pattern after another: with
 * 150 routes, a request for one near the end (home latest) spent about 20 µs walking past the
 * others, and every route added made every request slower.
 *
 * What a request reaches is unchanged. Two paths whose first two segments differ can never
 * match the same request, so only routes within one router still compete, in the order they
 * were added. A route whose first two segments are not plain text (`/:lang/...`, `/*`) is added
 * to the app as before, and so is any middleware: what is added after either starts a new group
 * behind it, so routes and middleware keep their order.
 */
export class RouteBuckets {
  private group?: Group;

  constructor(private readonly app: Express) {}

  /** Adds the route to its group's router; false when its path cannot be grouped. */
  add(method: RouteMethod, args: unknown[]): boolean {
    const [path, ...handlers] = args;
    if (typeof path !== 'string' || handlers.length === 0) return false;
    const prefix = staticPrefixOf(path);
    if (!prefix) return false;
    const group = this.currentGroup();
    const key = group.keyOf(prefix);
    let router = group.routers.get(key);
    if (!router) {
      router = Router({
        caseSensitive: this.app.enabled('case sensitive routing'),
        strict: this.app.enabled('strict routing'),
      });
      group.routers.set(key, router);
    }
    (router[method] as (path: string, ...handlers: unknown[]) => unknown)(path, ...handlers);
    return true;
  }

  /** The group routes are added to: the last one, unless something was added to the app since. */
  private currentGroup(): Group {
    const { stack } = this.app.router as unknown as { stack: { handle: unknown }[] };
    if (this.group && stack[stack.length - 1]?.handle === this.group.dispatch) return this.group;
    const routers = new Map<string, Router>();
    const keyOf = this.app.enabled('case sensitive routing')
      ? (prefix: string) => prefix
      : (prefix: string) => prefix.toLowerCase();
    const dispatch = (req: Request, res: Response, next: NextFunction) => {
      const prefix = firstTwoSegments(req.path);
      const router = prefix === undefined ? undefined : routers.get(keyOf(prefix));
      if (router) router(req, res, next);
      else next();
    };
    this.app.use(dispatch);
    return (this.group = { dispatch, routers, keyOf });
  }
}
