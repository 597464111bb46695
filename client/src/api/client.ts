import createClient, { type Middleware } from 'openapi-fetch';
import { readSession } from '../app/auth/session';
import type { components, paths } from './schema';

export type ErrorBody = components['schemas']['ErrorBody'];
export type FieldError = components['schemas']['FieldError'];

/** Fired when the server refuses the stored token (expired, or revoked by a password reset). */
export const SESSION_EXPIRED_EVENT = 'gebeya:session-expired';

/** An API failure with the server's message (or the caller's fallback) and its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer at all: offline, DNS, or the server is down. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * What a form shows for a failed request: the server's message (the form's own when the server was
 * not reached), and the server's field errors under the form's field names.
 */
export function formErrorsOf(
  error: unknown,
  fallback: string,
  fieldName: (serverField: string) => string = (field) => field,
): { message: string; fields: Record<string, string> } {
  const apiError = error instanceof ApiError ? error : null;
  return {
    message: apiError && !apiError.isNetworkError && apiError.message ? apiError.message : fallback,
    fields: Object.fromEntries(
      (apiError?.fieldErrors ?? []).map((e) => [fieldName(e.field), e.message]),
    ),
  };
}

const authentication: Middleware = {
  onRequest({ request }) {
    const session = readSession();
    if (session) request.headers.set('x-access-token', session.token);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('x-access-token')) {
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
    return response;
  },
};

/** The typed API: paths, bodies and replies come from the server's OpenAPI document. */
export const api = createClient<paths>({
  baseUrl: window.location.origin,
  // Looked up at call time, so the page's current fetch is used (and tests can replace it).
  fetch: (request) => globalThis.fetch(request),
});
api.use(authentication);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits a call and returns its data, or throws an ApiError with the server's message. */
export async function unwrap<T>(
  call: Promise<FetchResult<T>>,
  fallbackMessage: string,
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, fallbackMessage);
  }
  if (result.error !== undefined || !result.response.ok) {
    const body = result.error as Partial<ErrorBody> | undefined;
    throw new ApiError(
      result.response.status,
      typeof body?.message === 'string' && body.message ? body.message : fallbackMessage,
      Array.isArray(body?.errors) ? body.errors : [],
    );
  }
  return result.data as T;
}
