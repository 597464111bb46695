import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Application, Express, Response as ExpressResponse } from 'express';
import { RouteBuckets, type RouteMethod } from './route-buckets';

/**
 * Nest's Express adapter, with an HTTP server whose requests and responses are born with the
 * app's prototypes.
 *
 * Express gives each request and response its app's methods by swapping their prototype
 * (`Object.setPrototypeOf` in `app.handle`). V8 then has to give both objects a new hidden class
 * for every request, and every later property access on them (Express's, Nest's, Node's own)
 * misses its inline cache: about 100 µs of CPU a request, more than the rest of a small request
 * costs. Here the server makes them as instances of classes whose prototype already is the
 * app's, so the swap finds nothing to change.
 */
export class ExpressServerAdapter extends ExpressAdapter {
  private readonly routes = new RouteBuckets(this.getInstance<Express>());

  constructor() {
    super();
    // Express's own JSON answers are tagged as reply() tags Nest's.
    this.getInstance<Express>().set('etag', weakETag);
  }

  // Nest adds each route through one of these (see RouteBuckets).
  get(...args: unknown[]): unknown {
    return this.route('get', args);
  }
  post(...args: unknown[]): unknown {
    return this.route('post', args);
  }
  put(...args: unknown[]): unknown {
    return this.route('put', args);
  }
  patch(...args: unknown[]): unknown {
    return this.route('patch', args);
  }
  delete(...args: unknown[]): unknown {
    return this.route('delete', args);
  }
  head(...args: unknown[]): unknown {
    return this.route('head', args);
  }
  options(...args: unknown[]): unknown {
    return this.route('options', args);
  }
  all(...args: unknown[]): unknown {
    return this.route('all', args);
  }
  search(...args: unknown[]): unknown {
    return this.route('search', args);
  }

  /** A route into its group's router; anything else (a setting's `get`) to Express as it was. */
  private route(method: RouteMethod, args: unknown[]): unknown {
    if (this.routes.add(method, args)) return this;
    const app = this.getInstance<Express>();
    return (app[method] as (...args: unknown[]) => unknown).apply(app, args);
  }

  initHttpServer(options: NestApplicationOptions): void {
    // HTTPS and closing kept-alive connections at shutdown are Nest's own, as it has them.
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    class Request extends IncomingMessage {}
    class Response extends ServerResponse<Request> {}
    // The app's request and response objects stay in the chain, with everything Express gave
    // them (its methods and `app`), one step below the classes' own prototypes.
    Object.setPrototypeOf(Request.prototype, app.request);
    Object.setPrototypeOf(Response.prototype, app.response);
    app.request = Request.prototype as unknown as Express['request'];
    app.response = Response.prototype as unknown as Express['response'];
    this.setHttpServer(createServer({ IncomingMessage: Request, ServerResponse: Response }, app));
  }

  /**
   * A handler's JSON answer, written as Express's `res.json` writes it (its Content-Type, weak
   * ETag, 304 to a client that has it, no body for HEAD), without parsing the Content-Type back
   * to add its charset: about a tenth of a small request's CPU. The text is encoded to UTF-8
   * once, and its length, ETag and body all read those bytes: counting, hashing and writing
   * the string each encoded it again, which a page with Amharic text (two bytes a character in
   * V8, three in UTF-8) pays for most; a bare server answering such a 35-card page served about
   * a fifth more requests a second this way, and as many with English text. Its ETag is the
   * app's (weakETag), which Express's own answers use too.
   * Anything else, or an app that changed how Express writes JSON, goes to Nest.
   */
  reply(response: ExpressResponse, body: unknown, statusCode?: number): unknown {
    if (
      !isPlainJson(body) ||
      response.getHeader('Content-Type') !== undefined ||
      !plainJsonIn(response.app)
    ) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) response.statusCode = statusCode;
    const json = Buffer.from(JSON.stringify(body));
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', json.length);
    if (response.getHeader('ETag') === undefined) response.setHeader('ETag', weakETag(json));
    if (response.req.fresh) {
      response.statusCode = 304;
      response.removeHeader('Content-Type');
      response.removeHeader('Content-Length');
      return response.end();
    }
    return response.req.method === 'HEAD' ? response.end() : response.end(json);
  }
}

/** An object or array literal: what Nest hands Express's `res.json`. */
function isPlainJson(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}

/** Express's JSON settings as they come (no replacer, indent or escaping), and the app's ETags. */
function plainJsonIn(app: Application): boolean {
  return (
    !app.get('json replacer') &&
    !app.get('json spaces') &&
    !app.get('json escape') &&
    app.get('etag') === weakETag
  );
}

/**
 * A body's weak ETag: its length in bytes and its CRC-32. It tells a client whether the answer
 * it has is still the same, as Express's SHA-1 does, for about half the cost: the SHA-1 of a
 * 50 kB browse page took about 30 µs. Two different answers of the same length share a tag once
 * in four billion changes.
 */
export function weakETag(body: string | Buffer): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return `W/"${length.toString(16)}-${crc32(body).toString(16)}"`;
}
