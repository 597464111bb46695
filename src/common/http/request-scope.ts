import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** What work done for a request can know about it while it runs. */
export interface RequestScope {
  /** Aborted when the client goes away before its answer was sent. */
  readonly left: AbortSignal;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The request the current code runs for, if any (scheduled jobs run outside any). */
export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

/**
 * Runs the rest of a read (GET, HEAD) in its scope. Only reads: their work can be dropped when
 * nobody waits for it, while a write the client stopped waiting for still finishes whole.
 */
export function requestScope(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const left = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) left.abort();
  });
  scopes.run({ left: left.signal }, next);
}
