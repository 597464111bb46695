import { api, ApiError, unwrap } from '../../../api/client';
import type { AuthState } from '../../../app/auth/AuthProvider';

const TOO_MANY_REQUESTS = 429;

/** What the spec's client tells the server about the user; the server trusts only the token. */
export function userDetailsOf(auth: AuthState) {
  return {
    isLogged: auth.isLogged,
    isSeller: auth.isSeller,
    isBuyer: auth.isBuyer,
    isEmployee: auth.isEmployee,
    isAdmin: auth.isAdmin,
    isManager: auth.isManager,
    userType: auth.session?.userType ?? null,
    employeeRole: auth.employeeRole,
  };
}

/**
 * Asks the assistant on the server, which answers in the site's language (or in Amharic when the
 * message is); throws an ApiError on any failure.
 */
export async function askAssistant(
  message: string,
  currentPath: string,
  auth: AuthState,
  language: 'en' | 'am',
) {
  const { reply } = await unwrap(
    api.POST('/api/employee/chat', {
      body: { message, currentPath, language, userDetails: userDetailsOf(auth) },
    }),
    '',
  );
  return reply;
}

/**
 * The server's own words when it asks the user to slow down; null for every other failure, which
 * the widget answers with its one generic error.
 */
export function slowDownMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === TOO_MANY_REQUESTS && error.message
    ? error.message
    : null;
}
