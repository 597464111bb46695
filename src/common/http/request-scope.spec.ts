import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { ClientPresence, currentRequestScope, requestScope, RequestScope } from './request-scope';

describe('ClientPresence', () => {
  it('tells each listener once when the client leaves, and none it was told to forget', () => {
    const client = new ClientPresence();
    const told: string[] = [];
    client.onLeave(() => told.push('query 1'));
    const forget = client.onLeave(() => told.push('query 2'));
    client.onLeave(() => told.push('query 3'));
    forget();
    expect(client.left).toBe(false);

    client.leave();
    client.leave();
    expect(client.left).toBe(true);
    expect(told).toEqual(['query 1', 'query 3']);
  });

  it('tells a listener added after the client left at once', () => {
    const client = new ClientPresence();
    client.leave();
    const listener = jest.fn();
    client.onLeave(listener)();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('requestScope', () => {
  /** A response that closes, finished or not. */
  function responseThat(finished: boolean): Response & EventEmitter {
    return Object.assign(new EventEmitter(), { writableFinished: finished }) as never;
  }

  function scopeOf(method: string, res: Response): RequestScope | undefined {
    let seen: RequestScope | undefined;
    const next: NextFunction = () => {
      seen = currentRequestScope();
    };
    requestScope({ method } as Request, res, next);
    return seen;
  }

  it('marks a read whose client closed the connection before its answer as left', () => {
    const res = responseThat(false);
    const scope = scopeOf('GET', res);
    expect(scope?.client.left).toBe(false);
    res.emit('close');
    expect(scope?.client.left).toBe(true);
  });

  it('does not mark a read answered in full', () => {
    const res = responseThat(true);
    const scope = scopeOf('HEAD', res);
    res.emit('close');
    expect(scope?.client.left).toBe(false);
  });

  it('gives writes no scope: they finish whole', () => {
    expect(scopeOf('POST', responseThat(false))).toBeUndefined();
  });
});
