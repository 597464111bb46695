import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { declaredRoutes } from './utils/routes';
import { createTestApp, TestApp } from './utils/test-app';

describe('Route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the routes of the app', () => {
    const routes = declaredRoutes(t).map((r) => r.route);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/user/login']));
  });

  it('declares who may call every route', () => {
    const undeclared = declaredRoutes(t)
      .filter((r) => r.rule === undefined)
      .map((r) => r.route);
    expect(undeclared).toEqual([]);
  });

  it('documents a security scheme for every route that needs a token', async () => {
    const doc = (await request(t.http).get('/api/docs-json')).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const byRoute = new Map(declaredRoutes(t).map((r) => [r.route, r.rule]));
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const rule = byRoute.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        if (!rule || rule.public) continue;
        expect({ route: `${method} ${path}`, security: operation.security }).toEqual({
          route: `${method} ${path}`,
          security: expect.arrayContaining([{ 'x-access-token': [] }, { bearer: [] }]),
        });
      }
    }
  });
});

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the one the client is typed from (run npm run api:generate after an API change)', async () => {
    const live = (await request(t.http).get('/api/docs-json').expect(200)).body as unknown;
    const committed = JSON.parse(
      readFileSync(join(__dirname, '..', 'client', 'src', 'api', 'openapi.json'), 'utf8'),
    ) as unknown;
    expect(live).toEqual(committed);
  });
});
