/**
 * The page a buyer was on when a notice sent them to subscribe (a listing whose seller they want
 * to reach). Paying leaves the app for Chapa, so it is kept for the tab's session, and the
 * payment's return page leads back to it.
 */
const KEY = 'subscribe_origin';

// Storage can be unavailable (private modes, blocked storage): the return page then offers
// only its usual way on.
export const subscribeOrigin = {
  save(path: string): void {
    try {
      sessionStorage.setItem(KEY, path);
    } catch {
      /* nothing to lead back to */
    }
  },
  read(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
};
