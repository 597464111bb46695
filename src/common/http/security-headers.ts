import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** What setting a page's security headers does to one response. */
export type SecurityHeaders = (res: ServerResponse) => void;

/**
 * Helmet's headers for these options, worked out once. Without per-request directives (a CSP
 * nonce, say, which these options never have), helmet sets the same headers on every response,
 * yet it runs a dozen middlewares and writes the CSP text out again each time. Here it runs once
 * against a recorder, and each response gets the recorded headers.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  if (dependsOnRequest(options)) {
    throw new Error('A directive is worked out per request: these headers cannot be fixed');
  }
  const set: [name: string, value: string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error instanceof Error) throw error;
      if (error) throw new Error('helmet refused these options');
      finished = true;
    },
  );
  if (!finished) {
    throw new Error('helmet did not finish at once: its headers must be set per request');
  }
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

/** A CSP directive given as a function (a nonce, say) is worked out anew for each request. */
function dependsOnRequest(options: HelmetOptions): boolean {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  return directives.some((value) =>
    [value].flat().some((part: unknown) => typeof part === 'function'),
  );
}

/**
 * The page headers for an answer that turns out to be a page (HTML), the data headers for any
 * other. Decided as the headers go out, when the answer's type is known: the API answers JSON,
 * yet serves a few pages too (its documentation, the payment sandbox's checkout).
 */
export function byAnswerType(pages: SecurityHeaders, data: SecurityHeaders): SecurityHeaders {
  return (res) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const type = res.getHeader('content-type');
      (typeof type === 'string' && type.startsWith('text/html') ? pages : data)(res);
      return writeHead(...args);
    });
  };
}
