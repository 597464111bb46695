import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_RULE, AccessRule } from '../../src/common/auth/access.decorator';
import type { TestApp } from './test-app';

export interface DeclaredRoute {
  method: string;
  /** With the /api prefix and `:param` placeholders, e.g. /api/seller/carRent/:postHash. */
  path: string;
  /** 'GET /api/health'. */
  route: string;
  rule: AccessRule | undefined;
}

/** Every route handler of the app, with the access rule it declares (on itself or its class). */
export function declaredRoutes(t: TestApp): DeclaredRoute[] {
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
        const declared = Reflect.getMetadata(PATH_METADATA, handler) as
          string | string[] | undefined;
        if (declared === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const rule =
          (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ?? classRule;
        // A handler may answer several spellings of its path: each is a route of its own.
        for (const path of [declared].flat()) {
          const fullPath = `/api/${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          routes.push({ method, path: fullPath, route: `${method} ${fullPath}`, rule });
        }
      }
    }
  }
  return routes;
}
