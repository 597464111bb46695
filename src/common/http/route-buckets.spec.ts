import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import { ExpressServerAdapter } from './express-server';

/** An app built the way Nest builds it: routes through the adapter, middleware on the app. */
async function serve(build: (adapter: ExpressServerAdapter, app: Express) => void) {
  const adapter = new ExpressServerAdapter();
  adapter.initHttpServer({});
  const app = adapter.getInstance<Express>();
  build(adapter, app);
  app.use((req: Request, res: Response) => res.status(404).json({ unmatched: req.originalUrl }));
  const server: Server = adapter.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string, method = 'GET') => {
      const res = await fetch(`${base}${path}`, { method });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    head: async (path: string) => (await fetch(`${base}${path}`, { method: 'HEAD' })).status,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const named =
  (name: string) =>
  (req: Request, res: Response): void => {
    res.json({ name, params: req.params, query: req.query, url: req.url, path: req.path });
  };

describe('RouteBuckets (routes grouped by their first two segments)', () => {
  it('answers each request from its route, with its params, query and whole URL', async () => {
    const app = await serve((adapter) => {
      // Many routes before the one asked for, as in the app.
      for (let i = 0; i < 50; i++) adapter.get(`/api/filler${i}/:id`, named(`filler${i}`));
      adapter.get('/api/seller/carRent', named('browse'));
      adapter.get('/api/seller/carRent/:postHash', named('detail'));
      adapter.post('/api/seller/carRent', named('post'));
      adapter.get('/api/listings/latest', named('latest'));
      adapter.get('/api/health', named('health'));
    });
    try {
      expect((await app.get('/api/seller/carRent/abc123?x=1')).body).toEqual({
        name: 'detail',
        params: { postHash: 'abc123' },
        query: { x: '1' },
        url: '/api/seller/carRent/abc123?x=1',
        path: '/api/seller/carRent/abc123',
      });
      expect((await app.get('/api/seller/carRent?page=2')).body.name).toBe('browse');
      expect((await app.get('/api/seller/carRent', 'POST')).body.name).toBe('post');
      expect((await app.get('/api/listings/latest')).body.name).toBe('latest');
      // A path of two segments, with or without the trailing slash Express forgives.
      expect((await app.get('/api/health')).body.name).toBe('health');
      expect((await app.get('/api/health/')).body.name).toBe('health');
      expect((await app.get('/api/filler7/9')).body).toMatchObject({ params: { id: '9' } });
      // HEAD is answered by the GET route, as Express does.
      expect(await app.head('/api/listings/latest')).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('matches letters in any case, as Express does unless told otherwise', async () => {
    const app = await serve((adapter) => adapter.get('/api/seller/carRent', named('browse')));
    try {
      expect((await app.get('/API/Seller/CARRENT')).body.name).toBe('browse');
    } finally {
      await app.close();
    }
    const strict = await serve((adapter, express) => {
      express.enable('case sensitive routing');
      adapter.get('/api/seller/carRent', named('browse'));
    });
    try {
      expect((await strict.get('/API/Seller/carRent')).status).toBe(404);
      expect((await strict.get('/api/seller/carRent')).body.name).toBe('browse');
    } finally {
      await strict.close();
    }
  });

  it('lets the first route added win among those that share a prefix', async () => {
    const latestFirst = await serve((adapter) => {
      adapter.get('/api/listings/latest', named('latest'));
      adapter.get('/api/listings/:type', named('type'));
    });
    const typeFirst = await serve((adapter) => {
      adapter.get('/api/listings/:type', named('type'));
      adapter.get('/api/listings/latest', named('latest'));
    });
    try {
      expect((await latestFirst.get('/api/listings/latest')).body.name).toBe('latest');
      expect((await latestFirst.get('/api/listings/carRent')).body.name).toBe('type');
      expect((await typeFirst.get('/api/listings/latest')).body.name).toBe('type');
    } finally {
      await latestFirst.close();
      await typeFirst.close();
    }
  });

  it('keeps middleware and routes that cannot be grouped in the order they were added', async () => {
    const app = await serve((adapter, express) => {
      adapter.get('/api/seller/carRent', named('before the middleware'));
      express.use((req: Request, res: Response, next: NextFunction) => {
        if (req.query.stop) return void res.json({ name: 'middleware' });
        next();
      });
      adapter.get('/api/seller/houseRent', named('after the middleware'));
      // A parameter in the first two segments: added to the app itself, in its turn.
      adapter.get('/:section/seller/houseSale', named('any section'));
      adapter.get('/api/seller/houseSale', named('shadowed'));
      adapter.get('/api/seller/carSale', named('after the ungrouped route'));
    });
    try {
      expect((await app.get('/api/seller/carRent?stop=1')).body.name).toBe('before the middleware');
      expect((await app.get('/api/seller/houseRent?stop=1')).body.name).toBe('middleware');
      expect((await app.get('/api/seller/houseRent')).body.name).toBe('after the middleware');
      expect((await app.get('/api/seller/houseSale')).body.name).toBe('any section');
      expect((await app.get('/api/seller/carSale')).body.name).toBe('after the ungrouped route');
    } finally {
      await app.close();
    }
  });

  it('passes a request no grouped route matches on to what comes after', async () => {
    const app = await serve((adapter) => adapter.get('/api/seller/carRent', named('browse')));
    try {
      expect(await app.get('/api/seller/nothing')).toEqual({
        status: 404,
        body: { unmatched: '/api/seller/nothing' },
      });
      expect((await app.get('/api/other/x')).status).toBe(404);
      expect((await app.get('/api')).status).toBe(404);
      expect((await app.get('/')).status).toBe(404);
      // A method the route does not have is not answered by it.
      expect((await app.get('/api/seller/carRent', 'DELETE')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('puts one layer in front of a request for all the grouped routes, not one per route', () => {
    const adapter = new ExpressServerAdapter();
    const app = adapter.getInstance<Express>();
    const layers = () => (app.router as unknown as { stack: unknown[] }).stack.length;
    const before = layers();
    for (let i = 0; i < 50; i++) adapter.get(`/api/section${i % 5}/item${i}`, named(`${i}`));
    expect(layers()).toBe(before + 1);
  });

  it("still reads the app's settings through get", () => {
    const adapter = new ExpressServerAdapter();
    adapter.getInstance<Express>().set('etag', 'weak');
    expect(adapter.get('etag')).toBe('weak');
  });
});
