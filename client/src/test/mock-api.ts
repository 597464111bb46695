import { vi } from 'vitest';
import { optionsReply } from '../features/payment/test-fixtures';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** Answers a call from its JSON body and its URL (for the query). */
type Handler = (body: unknown, url: URL) => [number, unknown] | Promise<[number, unknown]>;

/** What every server answers whatever the test: its prices and payment settings. */
const SERVER_DEFAULTS: Record<string, Handler> = {
  'GET /api/payment/options': optionsReply(),
};

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (over SERVER_DEFAULTS); unknown calls
 * answer 404 in the API's error shape. Returns the calls made, to assert on what the client sent.
 */
export function mockApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      const key = `${input.method} ${url.pathname}`;
      calls.push({
        method: input.method,
        path: url.pathname,
        query: url.searchParams,
        headers: input.headers,
        body,
      });
      const handler = handlers[key] ?? SERVER_DEFAULTS[key];
      const [status, json] = handler
        ? await handler(body, url)
        : [
            404,
            { status: 'error', statusCode: 404, message: `No mock for ${key}`, correlationId: 'x' },
          ];
      return new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function apiError(
  statusCode: number,
  message: string,
  errors?: { field: string; message: string }[],
) {
  return [statusCode, { status: 'error', statusCode, message, errors, correlationId: 'test' }] as [
    number,
    unknown,
  ];
}

/** A refusal as the server sends it: its code, the English text and the values the text names. */
export function codedError(
  statusCode: number,
  code: string,
  message: string,
  options: { params?: Record<string, unknown>; errors?: Record<string, unknown>[] } = {},
) {
  return [
    statusCode,
    { status: 'error', statusCode, code, message, ...options, correlationId: 'test' },
  ] as [number, unknown];
}

/** The latest call to a path (GET unless told), to assert on its query or body. */
export function lastCallTo(calls: RecordedCall[], path: string, method = 'GET'): RecordedCall {
  const call = calls.filter((c) => c.path === path && c.method === method).at(-1);
  if (!call) throw new Error(`No ${method} ${path} was made`);
  return call;
}
