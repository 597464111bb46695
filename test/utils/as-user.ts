import request from 'supertest';
import type { App } from 'supertest/types';

/** Requests made as one signed-in user: each carries the user's token in x-access-token. */
export function asUser(http: App, user: { token: string }) {
  const signed = (test: request.Test) => test.set('x-access-token', user.token);
  return {
    get: (path: string) => signed(request(http).get(path)),
    post: (path: string) => signed(request(http).post(path)),
    put: (path: string) => signed(request(http).put(path)),
    patch: (path: string) => signed(request(http).patch(path)),
    delete: (path: string) => signed(request(http).delete(path)),
  };
}
