import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

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
}
