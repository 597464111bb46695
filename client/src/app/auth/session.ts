export type UserType = 'seller' | 'buyer' | 'employee';

export interface SellerDetails {
  sellerId: number;
  sellerEmail: string;
  sellerFirstName: string;
  sellerLastName: string;
}
export interface BuyerDetails {
  buyerId: number;
  buyerEmail: string;
  buyerFirstName: string;
  buyerLastName: string;
}
export interface EmployeeDetails {
  employeeId: number;
  employeeEmail: string;
  employeeRole: number;
  employeeFirstName: string;
}

/** What the browser keeps under localStorage `user`, exactly as the login reply gives it. */
export type StoredSession =
  | { token: string; userType: 'seller'; userDetails: SellerDetails }
  | { token: string; userType: 'buyer'; userDetails: BuyerDetails }
  | { token: string; userType: 'employee'; userDetails: EmployeeDetails };

export const SESSION_STORAGE_KEY = 'user';
const USER_TYPES: UserType[] = ['seller', 'buyer', 'employee'];

/** Reads the stored session; anything malformed counts as signed out. */
export function readSession(storage: Storage = localStorage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof parsed.token !== 'string' ||
      !parsed.token ||
      !USER_TYPES.includes(parsed.userType as UserType) ||
      typeof parsed.userDetails !== 'object' ||
      parsed.userDetails === null
    ) {
      return null;
    }
    return parsed as StoredSession;
  } catch (error) {
    console.error('Could not read the stored session', error);
    return null;
  }
}

export function writeSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  syncSessionHint(storage);
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
  syncSessionHint(storage);
}

/**
 * The cookie telling the server that this browser keeps a live session, so that a page it may
 * show starts loading its first photos from the HTML, before the app's code has run (the server
 * cannot read localStorage). It holds no token and opens nothing.
 */
export const SESSION_HINT_COOKIE = 'gebeya_session';

/** Sets the hint while a live session is stored, until its token expires; clears it otherwise. */
export function syncSessionHint(storage: Storage = localStorage): void {
  const session = readLiveSession(storage);
  const expires = session && tokenExpiry(session.token);
  document.cookie = session
    ? `${SESSION_HINT_COOKIE}=1; path=/; samesite=lax` +
      (expires ? `; max-age=${Math.floor((expires - Date.now()) / 1000)}` : '')
    : `${SESSION_HINT_COOKIE}=; path=/; samesite=lax; max-age=0`;
}

export function firstNameOf(session: StoredSession): string {
  switch (session.userType) {
    case 'seller':
      return session.userDetails.sellerFirstName;
    case 'buyer':
      return session.userDetails.buyerFirstName;
    case 'employee':
      return session.userDetails.employeeFirstName;
  }
}

/** When the token expires (its JWT `exp` claim, in ms), if it says. */
function tokenExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token's own expiry (the JWT `exp` claim) has passed; unreadable counts as valid. */
export function isExpired(token: string, now = Date.now()): boolean {
  const expires = tokenExpiry(token);
  return expires !== undefined && expires <= now;
}

/** The stored session when its token has not expired yet; otherwise none (nothing is cleared). */
export function readLiveSession(storage: Storage = localStorage): StoredSession | null {
  const stored = readSession(storage);
  return stored && !isExpired(stored.token) ? stored : null;
}
