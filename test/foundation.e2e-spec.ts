import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Body, Controller, Post } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MinLength } from 'class-validator';
import request from 'supertest';
import { Public } from '../src/common/auth/access.decorator';
import { currentRequestScope, RequestScope } from '../src/common/http/request-scope';
import { ListingsService } from '../src/modules/listings/listings.service';
import { createTestApp, TestApp } from './utils/test-app';

class ProbeDto {
  @IsNotEmpty({ message: 'All fields are required.' })
  @IsEmail({}, { message: 'Invalid email format.' })
  email: string;

  @IsString()
  @MinLength(10, { message: 'Password must be at least 10 characters long.' })
  password: string;
}

/** A controller that exists only in this spec, to probe the app-wide pipe and filter. */
@Controller('probe')
@Public()
class ProbeController {
  @Post()
  echo(@Body() body: ProbeDto) {
    return { status: 'success', data: body };
  }

  @Post('crash')
  crash(): never {
    throw new Error('SELECT secret FROM somewhere failed at /srv/app.js');
  }
}

const errorBody = (statusCode: number): unknown =>
  expect.objectContaining({
    status: 'error',
    statusCode,
    message: expect.any(String),
    correlationId: expect.any(String),
  });

const PAGE_SCRIPT = `export const texts = ${JSON.stringify(
  Array.from({ length: 200 }, (_, n) => `listing ${n} in Addis Ababa`),
)};`;

const PAGE_SCRIPT_BR = brotliCompressSync(PAGE_SCRIPT);

describe('Foundation', () => {
  let t: TestApp;
  let clientDist: string;

  beforeAll(async () => {
    clientDist = mkdtempSync(join(tmpdir(), 'gebeya-client-'));
    mkdirSync(join(clientDist, 'assets'));
    writeFileSync(
      join(clientDist, 'index.html'),
      '<!doctype html><html><head><title>Gebeya</title></head><body><div id="root">client</div></body></html>',
    );
    writeFileSync(join(clientDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    // A build file with the Brotli copy the client's build writes beside it.
    writeFileSync(join(clientDist, 'assets', 'page-4d5e6f.js'), PAGE_SCRIPT);
    writeFileSync(join(clientDist, 'assets', 'page-4d5e6f.js.br'), PAGE_SCRIPT_BR);
    t = await createTestApp({
      env: { CLIENT_DIST: clientDist },
      extra: { controllers: [ProbeController] },
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  describe('health', () => {
    it('reports the database as up', async () => {
      const res = await request(t.http).get('/api/health').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });

    it('answers 503 in the error shape while the database is down, 200 once it is back', async () => {
      await t.dataSource.destroy();
      try {
        const res = await request(t.http).get('/api/health').expect(503);
        expect(res.body).toEqual(errorBody(503));
      } finally {
        await t.dataSource.initialize();
      }
      await request(t.http).get('/api/health').expect(200);
    });
  });

  describe('error body', () => {
    it('is the one shape for an unknown API route, with a correlation id echoed in a header', async () => {
      const res = await request(t.http).get('/api/nope').expect(404);
      expect(res.body).toEqual(errorBody(404));
      expect(res.headers['x-request-id']).toBe(res.body.correlationId);
      expect(res.headers['content-type']).toMatch(/json/);
    });

    it('keeps a well-formed correlation id sent by the caller', async () => {
      const res = await request(t.http).get('/api/nope').set('x-request-id', 'abc12345-trace');
      expect(res.body.correlationId).toBe('abc12345-trace');
    });

    it('carries the first validation message and every field error', async () => {
      const res = await request(t.http)
        .post('/api/probe')
        .send({ email: 'not-an-email', password: 'short' })
        .expect(400);
      expect(res.body).toEqual(errorBody(400));
      expect(res.body.message).toBe('Invalid email format.');
      // The probe's decorators carry plain messages: their fields answer the generic code.
      expect(res.body.errors).toEqual([
        {
          field: 'email',
          message: 'Invalid email format.',
          code: 'INVALID_VALUE',
          params: { field: 'email' },
        },
        {
          field: 'password',
          message: 'Password must be at least 10 characters long.',
          code: 'INVALID_VALUE',
          params: { field: 'password' },
        },
      ]);
    });

    it('refuses unknown fields', async () => {
      const res = await request(t.http)
        .post('/api/probe')
        .send({ email: 'a@b.et', password: 'long enough pw', isAdmin: true })
        .expect(400);
      expect(res.body.errors).toEqual([
        {
          field: 'isAdmin',
          message: 'Unknown field: isAdmin.',
          code: 'UNKNOWN_FIELD',
          params: { field: 'isAdmin' },
        },
      ]);
    });

    it('passes a valid body through', async () => {
      const res = await request(t.http)
        .post('/api/probe')
        .send({ email: 'a@b.et', password: 'long enough pw' })
        .expect(201);
      expect(res.body.data).toEqual({ email: 'a@b.et', password: 'long enough pw' });
    });

    it('answers malformed JSON with a 400, not a 500', async () => {
      const res = await request(t.http)
        .post('/api/probe')
        .set('content-type', 'application/json')
        .send('{"email":')
        .expect(400);
      expect(res.body).toEqual(errorBody(400));
    });

    it('refuses a body over the size limit with 413', async () => {
      const res = await request(t.http)
        .post('/api/probe')
        .send({ email: 'a@b.et', password: 'x'.repeat(200 * 1024) })
        .expect(413);
      expect(res.body).toEqual(errorBody(413));
    });

    it('hides the text and stack of an unexpected error', async () => {
      const res = await request(t.http).post('/api/probe/crash').expect(500);
      expect(res.body).toEqual(errorBody(500));
      expect(JSON.stringify(res.body)).not.toMatch(/secret|\/srv|at /);
    });
  });

  describe('client', () => {
    it('serves the client for a client route such as /getCarRent', async () => {
      const res = await request(t.http).get('/getCarRent').expect(200);
      expect(res.headers['content-type']).toMatch(/html/);
      expect(res.text).toContain('<div id="root">');
    });

    it('serves the client at / and caches hashed assets for a year', async () => {
      await request(t.http)
        .get('/')
        .expect(200)
        .expect(/id="root"/);
      const asset = await request(t.http).get('/assets/app-1a2b3c.js').expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    });

    it('never answers an /api path with the client', async () => {
      const res = await request(t.http).get('/api/nope/deeper').expect(404);
      expect(res.headers['content-type']).toMatch(/json/);
    });

    it('sends security headers', async () => {
      const res = await request(t.http).get('/');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      // A page at any path carries them, one under /assets or /uploads included.
      for (const path of ['/getCarRent', '/assetsx', '/uploadsx/y']) {
        const page = await request(t.http).get(path).expect(200);
        expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      }
    });

    it("answers the API without a page's policies, and its pages with them", async () => {
      for (const path of ['/api/health', '/api/nope/deeper']) {
        const res = await request(t.http).get(path);
        expect(res.headers['content-type']).toMatch(/json/);
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['strict-transport-security']).toContain('max-age=');
        expect(res.headers['referrer-policy']).toBeUndefined();
        expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      }
      // The API documentation is a page under /api.
      const docs = await request(t.http).get('/api/docs').expect(200);
      expect(docs.headers['content-type']).toMatch(/html/);
      expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
      expect(docs.headers['referrer-policy']).toBe('no-referrer');
    });

    it("sends a build file without a page's policies, and a missing one as a 404", async () => {
      const asset = await request(t.http).get('/assets/app-1a2b3c.js').expect(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['strict-transport-security']).toBeUndefined();
      const missing = await request(t.http).get('/assets/app-0000.js').expect(404);
      expect(missing.headers['content-type']).toMatch(/json/);
      expect(missing.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    });
  });

  describe('request scope', () => {
    it('runs a read in a scope that can stop its query only where the pool can (MySQL)', async () => {
      const listings = t.app.get(ListingsService);
      const latest = listings.latest.bind(listings);
      const scopes: (RequestScope | undefined)[] = [];
      const spy = jest.spyOn(listings, 'latest').mockImplementation((limit) => {
        scopes.push(currentRequestScope());
        return latest(limit);
      });
      try {
        await request(t.http).get('/api/listings/latest').expect(200);
      } finally {
        spy.mockRestore();
      }
      expect(scopes).toHaveLength(1);
      if (t.database.engine === 'mysql') expect(scopes[0]?.client.left).toBe(false);
      else expect(scopes[0]).toBeUndefined();
    });
  });

  describe('compression', () => {
    it("sends a build file's Brotli copy to a browser that accepts it, the file to any other", async () => {
      /** The script with a Brotli copy, as a browser sending `accepted` gets it. */
      const pageScript = (accepted: string) =>
        request(t.http).get('/assets/page-4d5e6f.js').set('Accept-Encoding', accepted).expect(200);
      const brotli = await pageScript('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      // The copy itself, not the file compressed again on the fly (which would be chunked).
      expect(Number(brotli.headers['content-length'])).toBe(PAGE_SCRIPT_BR.length);
      expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
      expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotli.text).toBe(PAGE_SCRIPT);

      const gzipped = await pageScript('gzip, br;q=0');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
      expect(gzipped.text).toBe(PAGE_SCRIPT);

      const plain = await pageScript('');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(PAGE_SCRIPT.length);
      expect(plain.text).toBe(PAGE_SCRIPT);

      // A file without a copy is never sent as Brotli; a missing one is a 404.
      const other = await request(t.http).get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'br');
      expect(other.headers['content-encoding']).not.toBe('br');
      await request(t.http).get('/assets/page-0000.js').set('Accept-Encoding', 'br').expect(404);
    });

    it('compresses a large answer for a client that accepts gzip, and only then', async () => {
      const gzipped = await request(t.http)
        .get('/api/docs-json')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.body.openapi).toBeDefined();
      const plain = await request(t.http)
        .get('/api/docs-json')
        .set('Accept-Encoding', '')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.openapi).toBeDefined();
    });
  });

  describe('OpenAPI', () => {
    it('lists the routes and both security schemes', async () => {
      const res = await request(t.http).get('/api/docs-json').expect(200);
      expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health']));
      expect(res.body.components.securitySchemes).toMatchObject({
        bearer: { type: 'http', scheme: 'bearer' },
        'x-access-token': { type: 'apiKey', in: 'header', name: 'x-access-token' },
      });
    });

    it('serves the Swagger UI', async () => {
      await request(t.http)
        .get('/api/docs')
        .expect(200)
        .expect(/swagger/i);
    });
  });

  describe('schema', () => {
    it('has no drift: the committed migrations match the entities', async () => {
      const pending = await t.dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });

    it('has run every migration', async () => {
      expect(await t.dataSource.showMigrations()).toBe(false);
    });
  });
});
