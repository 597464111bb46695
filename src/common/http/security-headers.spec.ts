import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { byAnswerType, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://js.stripe.com'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  };
  const fixed = securityHeaders(options);
  const perRequest = helmet(options);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('X-Powered-By', 'a framework');
      const answer = () => res.end('ok');
      if (req.url === '/fixed') {
        fixed(res);
        answer();
      } else {
        perRequest(req, res, answer);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const headersOf = async (path: string): Promise<IncomingHttpHeaders> => {
    const res = await fetch(base + path);
    const headers = Object.fromEntries(res.headers) as IncomingHttpHeaders;
    delete headers.date;
    return headers;
  };

  it('sets exactly the headers helmet sets, and removes what helmet removes', async () => {
    const expected = await headersOf('/helmet');
    expect(expected['content-security-policy']).toContain(
      "script-src 'self' https://js.stripe.com",
    );
    expect(expected['x-powered-by']).toBeUndefined();
    expect(await headersOf('/fixed')).toEqual(expected);
  });

  it('refuses options whose policy is worked out per request', () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", nonce] } },
      }),
    ).toThrow(/per request/);
  });

  describe('byAnswerType', () => {
    const chosen = byAnswerType(
      (res) => res.setHeader('X-Policy', 'page'),
      (res) => res.setHeader('X-Policy', 'data'),
    );
    let typed: Server;
    let typedBase: string;

    beforeAll(async () => {
      typed = createServer((req, res) => {
        chosen(res);
        // The type is known only once the handler has chosen its answer.
        res.setHeader(
          'Content-Type',
          req.url === '/page' ? 'text/html; charset=utf-8' : 'application/json',
        );
        res.end(req.url === '/page' ? '<p>ok</p>' : '{}');
      });
      await new Promise<void>((resolve) => typed.listen(0, '127.0.0.1', resolve));
      typedBase = `http://127.0.0.1:${(typed.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => typed.close(resolve)));

    it('gives a page the page headers and any other answer the data headers', async () => {
      expect((await fetch(`${typedBase}/page`)).headers.get('x-policy')).toBe('page');
      expect((await fetch(`${typedBase}/data`)).headers.get('x-policy')).toBe('data');
    });
  });
});
