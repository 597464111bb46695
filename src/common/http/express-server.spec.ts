import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express, Request, Response } from 'express';
import { ExpressServerAdapter } from './express-server';

describe('ExpressServerAdapter', () => {
  let adapter: ExpressServerAdapter;
  let app: Express;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    adapter = new ExpressServerAdapter();
    adapter.initHttpServer({});
    app = adapter.getInstance<Express>();
    app.set('trust proxy', 'loopback');
    app.get('/echo', (req: Request, res: Response) => {
      res.json({ query: req.query, ip: req.ip, protocol: req.protocol, fresh: req.fresh });
    });
    server = adapter.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('makes requests and responses with the prototypes Express gives them', async () => {
    const seen: boolean[] = [];
    // Before Express handles the request: what the server made, not what Express swapped in.
    const record = (req: object, res: object) =>
      seen.push(
        Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
      );
    server.prependListener('request', record);
    try {
      await fetch(`${baseUrl}/echo`);
    } finally {
      server.off('request', record);
    }
    expect(seen).toEqual([true]);
  });

  it("answers with Express's own request and response methods", async () => {
    const res = await fetch(`${baseUrl}/echo?q=toyota&page=2`, {
      headers: { 'X-Forwarded-For': '196.188.1.2', 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect(await res.json()).toEqual({
      query: { q: 'toyota', page: '2' },
      ip: '196.188.1.2',
      protocol: 'https',
      fresh: false,
    });
  });

  it('still answers a request the routes do not know with a 404', async () => {
    const res = await fetch(`${baseUrl}/nothing-here`);
    expect(res.status).toBe(404);
  });
});
