import { ApiError } from '../../api/client';

/**
 * What a failed call tells the user: when the server refused the request (4xx) its reason, in the
 * user's language; when the server failed (5xx) or was not reached, the page's own text, the
 * spec's 'Failed to fetch … data. Please try again later.' and the like.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.describe() || fallback;
  }
  return fallback;
}
