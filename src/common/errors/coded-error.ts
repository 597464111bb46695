/** Values a refusal's sentence names ({field}, {max}, {fields}), so a client can say it its way. */
export type ErrorParams = Record<string, string | number | readonly string[]>;

/**
 * A refusal as the API sends it: a stable code the client translates, the English sentence for
 * clients that do not know the code, and the values the sentence names.
 */
export interface CodedError {
  code: string;
  message: string;
  params?: ErrorParams;
}

/** Makes a CodedError, with its {placeholders} filled in for the English sentence. */
export type ErrorMaker = (params?: ErrorParams) => CodedError;

const registered = new Map<string, string>();

/** Every code the server can answer, with its English sentence (for checks of the translations). */
export function registeredErrorCodes(): ReadonlyMap<string, string> {
  return registered;
}

function fill(text: string, params: ErrorParams | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}

/**
 * One module's refusals, code → English sentence with {placeholders}:
 * `throw new ForbiddenException(LISTING_ERRORS.NOT_OWNER())`. Codes are unique across the API.
 */
export function errorCatalogue<const T extends Record<string, string>>(
  texts: T,
): { readonly [K in keyof T]: ErrorMaker } {
  const makers: Record<string, ErrorMaker> = {};
  for (const [code, text] of Object.entries(texts)) {
    const known = registered.get(code);
    if (known !== undefined && known !== text) {
      throw new Error(`Error code ${code} is defined twice with different texts.`);
    }
    registered.set(code, text);
    makers[code] = (params) => ({
      code,
      message: fill(text, params),
      ...(params ? { params } : {}),
    });
  }
  return makers as { readonly [K in keyof T]: ErrorMaker };
}

/** The refusals any endpoint may answer, by HTTP status, when nothing more specific is known. */
export const COMMON_ERRORS = errorCatalogue({
  REQUEST_INVALID: 'The request is not valid.',
  LOGIN_REQUIRED: 'Please log in to continue.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'The requested resource was not found.',
  TOO_LARGE: 'The request is too large.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  UNEXPECTED: 'An unexpected error occurred. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
});

const BY_STATUS: Record<number, ErrorMaker> = {
  400: COMMON_ERRORS.REQUEST_INVALID,
  401: COMMON_ERRORS.LOGIN_REQUIRED,
  403: COMMON_ERRORS.FORBIDDEN,
  404: COMMON_ERRORS.NOT_FOUND,
  413: COMMON_ERRORS.TOO_LARGE,
  429: COMMON_ERRORS.TOO_MANY_REQUESTS,
  500: COMMON_ERRORS.UNEXPECTED,
  503: COMMON_ERRORS.UNAVAILABLE,
};

/** The generic refusal for a status: other 4xx read as an invalid request, 5xx as unexpected. */
export function genericError(status: number): CodedError {
  const maker =
    BY_STATUS[status] ?? (status < 500 ? COMMON_ERRORS.REQUEST_INVALID : COMMON_ERRORS.UNEXPECTED);
  return maker();
}

/**
 * A class-validator option carrying a coded message:
 * `IsNotEmpty(withCode(VALIDATION_ERRORS.REQUIRED()))`. The validation pipe reads the code back.
 */
export function withCode(error: CodedError): { message: string; context: { error: CodedError } } {
  return { message: error.message, context: { error } };
}
