import createClient, { type Middleware } from 'openapi-fetch';
import { readSession } from '../app/auth/session';
import i18n, { errorTextsReady } from '../app/i18n';
import type { components, paths } from './schema';

export type ErrorBody = components['schemas']['ErrorBody'];
export type FieldError = components['schemas']['FieldError'];

/** Fired when the server refuses the stored token (expired, or revoked by a password reset). */
export const SESSION_EXPIRED_EVENT = 'gebeya:session-expired';

type ErrorParams = NonNullable<ErrorBody['params']>;

/** How a form names a request field to the user ('vehicleMake' → 'Make'), in their language. */
export type FieldLabeler = (serverField: string) => string;

/**
 * The user's text for a server error code, in the current language, with the values it names;
 * field names become the labels the user sees. Undefined when the client has no text for it.
 */
export function translateError(
  code: string | undefined,
  params: ErrorParams | undefined,
  labelOf: FieldLabeler = (field) => field,
): string | undefined {
  const key = `errors.${code}`;
  if (!code || !i18n.exists(key)) return undefined;
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => {
      const labelled = name === 'field' || name === 'fields';
      const list = Array.isArray(value) ? value : [value];
      return [name, list.map((v) => (labelled ? labelOf(String(v)) : String(v))).join(', ')];
    }),
  );
  return i18n.t(key, values);
}

/** An API failure with the server's code and message (or the caller's fallback) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly code?: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer at all: offline, DNS, or the server is down. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The message in the user's language, fields named by their labels. */
  describe(labelOf?: FieldLabeler): string {
    return translateError(this.code, this.params, labelOf) ?? this.message;
  }
}

/**
 * What a form shows for a failed request: the server's message in the user's language (the
 * form's own when the server was not reached), and each field's error under the form's field
 * names. `labelOf` names the server's fields as the form's labels do.
 */
export function formErrorsOf(
  error: unknown,
  fallback: string,
  fieldName: (serverField: string) => string = (field) => field,
  labelOf?: FieldLabeler,
): { message: string; fields: Record<string, string> } {
  const apiError = error instanceof ApiError ? error : null;
  return {
    message:
      apiError && !apiError.isNetworkError && apiError.message
        ? apiError.describe(labelOf)
        : fallback,
    fields: Object.fromEntries(
      (apiError?.fieldErrors ?? []).map((e) => [
        fieldName(e.field),
        translateError(e.code, e.params, labelOf) ?? e.message,
      ]),
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
    const code = typeof body?.code === 'string' ? body.code : undefined;
    const serverMessage = typeof body?.message === 'string' && body.message ? body.message : '';
    await errorTextsReady();
    throw new ApiError(
      result.response.status,
      translateError(code, body?.params) ?? (serverMessage || fallbackMessage),
      Array.isArray(body?.errors) ? body.errors : [],
      code,
      body?.params,
    );
  }
  return result.data as T;
}
