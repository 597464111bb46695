import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { ACCESS_RULE, AccessRule } from '../src/common/auth/access.decorator';
import { createTestApp, TestApp } from './utils/test-app';

interface DeclaredRoute {
  route: string;
  rule: AccessRule | undefined;
}

/** Every route handler of the app, with the access rule it declares (on itself or its class). */
function declaredRoutes(t: TestApp): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string;
      const classRule = Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        routes.push({
          route: `${method} /api/${prefix}/${path}`.replace(/\/+/g, '/').replace(/\/$/, ''),
          rule: (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ?? classRule,
        });
      }
    }
  }
  return routes;
}

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
