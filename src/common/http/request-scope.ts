import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * Whether a request's client is still there, and what to do if it leaves. Every read gets one;
 * an AbortController (an EventTarget, with its events and option parsing) cost about a fiftieth
 * of a small read's CPU, here a flag and a list do.
 */
export class ClientPresence {
  private leaving: Array<() => void> = [];
  private gone = false;

  /** True once the client went away before its answer was sent. */
  get left(): boolean {
    return this.gone;
  }

  /** Calls `listener` once if the client leaves; the function returned stops that. */
  onLeave(listener: () => void): () => void {
    if (this.gone) {
      listener();
      return () => undefined;
    }
    this.leaving.push(listener);
    return () => {
      const at = this.leaving.indexOf(listener);
      if (at !== -1) this.leaving.splice(at, 1);
    };
  }

  /** The client went away: each listener runs once. */
  leave(): void {
    if (this.gone) return;
    this.gone = true;
    const leaving = this.leaving;
    this.leaving = [];
    for (const listener of leaving) listener();
  }
}

/** What work done for a request can know about it while it runs. */
export interface RequestScope {
  readonly client: ClientPresence;
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
  const client = new ClientPresence();
  res.on('close', () => {
    if (!res.writableFinished) client.leave();
  });
  scopes.run({ client }, next);
}
