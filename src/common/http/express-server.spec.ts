import type { AddressInfo } from 'node:net';
import { request as httpRequest, type RequestOptions, type Server } from 'node:http';
import { crc32 } from 'node:zlib';
import type { Express, Request, Response } from 'express';
import { ExpressServerAdapter, weakETag } from './express-server';

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
    const answer = { status: 'success', data: [{ city: 'Addis Ababa', note: 'ቤት ለኪራይ' }] };
    app.get('/by-express', (_req: Request, res: Response) => res.json(answer));
    app.get('/by-nest', (_req: Request, res: Response) => adapter.reply(res, answer));
    app.get('/by-nest-created', (_req: Request, res: Response) => adapter.reply(res, answer, 201));
    app.get('/by-nest-as-text', (_req: Request, res: Response) => {
      res.type('text/plain');
      adapter.reply(res, answer);
    });
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

  describe('a JSON answer', () => {
    const kept = ['content-type', 'content-length', 'etag'];
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request.
    const answerAt = (path: string, options: RequestOptions = {}) =>
      new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const req = httpRequest(`${baseUrl}${path}`, options, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode,
                headers: Object.fromEntries(kept.map((name) => [name, res.headers[name]])),
                body,
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );

    it('is written as Express writes it: the same headers, ETag and bytes', async () => {
      const express = await answerAt('/by-express');
      expect(express.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(await answerAt('/by-nest')).toEqual(express);
      expect(await answerAt('/by-nest-created')).toEqual({ ...express, status: 201 });
    });

    it("is tagged with its length and CRC-32, by Express's answers too", async () => {
      const { body, headers } = await answerAt('/by-nest');
      const bytes = Buffer.from(body);
      expect(headers.etag).toBe(`W/"${bytes.length.toString(16)}-${crc32(bytes).toString(16)}"`);
      expect(weakETag(body)).toBe(headers.etag);
      expect(weakETag(bytes)).toBe(headers.etag);
      // One character more or another: another tag.
      expect(weakETag(body.replace('ለኪራይ', 'ለሽያጭ'))).not.toBe(headers.etag);
      expect(weakETag(`${body} `)).not.toBe(headers.etag);
    });

    it('is not sent again to a client that has it, nor to a HEAD request', async () => {
      const { etag } = (await answerAt('/by-express')).headers;
      const again = { headers: { 'If-None-Match': etag as string } };
      expect(await answerAt('/by-nest', again)).toEqual(await answerAt('/by-express', again));
      expect((await answerAt('/by-nest', again)).status).toBe(304);
      const head = await answerAt('/by-nest', { method: 'HEAD' });
      expect(head).toEqual(await answerAt('/by-express', { method: 'HEAD' }));
      expect(head.body).toBe('');
    });

    it('leaves an answer whose handler chose another type to Express', async () => {
      const res = await answerAt('/by-nest-as-text');
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(JSON.parse(res.body)).toEqual({
        status: 'success',
        data: [{ city: 'Addis Ababa', note: 'ቤት ለኪራይ' }],
      });
    });
  });
});
