import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api, SESSION_EXPIRED_EVENT } from '../../api/client';
import { viewerOf } from './access';
import {
  clearSession,
  isExpired,
  readLiveSession,
  readSession,
  writeSession,
  type StoredSession,
} from './session';

export interface AuthState {
  session: StoredSession | null;
  isLogged: boolean;
  isSeller: boolean;
  isBuyer: boolean;
  isEmployee: boolean;
  /** Employee level 3. */
  isAdmin: boolean;
  /** Employee level 2. */
  isManager: boolean;
  employeeRole: number | null;
  signIn: (session: StoredSession) => void;
  signOut: () => void;
  /** i18n key of a message for the user, e.g. after the server refused an expired token. */
  notice: string | null;
  dismissNotice: () => void;
}

const AuthContext = createContext<AuthState | null>(null);
/**
 * True while the server is asked whether the stored token still holds: guards wait for it. Apart
 * from the session, so its end re-renders the guards only, not every user of the session.
 */
const SessionCheckContext = createContext(false);

function flagsOf(session: StoredSession | null) {
  const { employeeRole } = viewerOf(session);
  return {
    isLogged: session !== null,
    isSeller: session?.userType === 'seller',
    isBuyer: session?.userType === 'buyer',
    isEmployee: session?.userType === 'employee',
    isAdmin: employeeRole === 3,
    isManager: employeeRole === 2,
    employeeRole,
  };
}

const SESSION_EXPIRED_NOTICE = 'auth.sessionExpired';

function initialSession(): { session: StoredSession | null; notice: string | null } {
  const stored = readSession();
  if (stored && isExpired(stored.token)) {
    clearSession();
    return { session: null, notice: SESSION_EXPIRED_NOTICE };
  }
  return { session: stored, notice: null };
}

/**
 * Asks the server whether the stored token still holds: true when it refused it. Unreachable, the
 * stored session stands (false): a failed check is no proof the token is bad. Nothing to ask
 * without a stored, unexpired session. The app starts it before its first render, so the answer
 * comes while the page is being built rather than after.
 */
export function checkStoredSession(): Promise<boolean> | undefined {
  if (!readLiveSession()) return undefined;
  return api.GET('/api/user/me').then(
    ({ response }) => response.status === 401,
    () => false,
  );
}

interface AuthProviderProps {
  children: ReactNode;
  /** The check of the stored session, when already under way (checkStoredSession). */
  sessionCheck?: Promise<boolean>;
}

/**
 * Reads the stored session once at start; sign-in and sign-out keep storage and state in step.
 * A token the server refuses (expired, or revoked by a password reset) signs the user out.
 */
export function AuthProvider({ children, sessionCheck }: AuthProviderProps) {
  const [initial] = useState(initialSession);
  const [session, setSession] = useState<StoredSession | null>(initial.session);
  const [notice, setNotice] = useState<string | null>(initial.notice);
  const [checking, setChecking] = useState(initial.session !== null);

  const signIn = useCallback((next: StoredSession) => {
    writeSession(next);
    setSession(next);
    setNotice(null);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  const expire = useCallback(() => {
    if (!readSession()) return;
    clearSession();
    setSession(null);
    setNotice(SESSION_EXPIRED_NOTICE);
  }, []);

  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, expire);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expire);
  }, [expire]);

  // Once at start: whether the stored token still holds. A refusal that came before this provider
  // listened for it (the check starts before the first render) signs out here. An answer that
  // arrives after the provider is gone changes nothing.
  useEffect(() => {
    if (!initial.session) return;
    let mounted = true;
    void (sessionCheck ?? checkStoredSession() ?? Promise.resolve(false)).then((refused) => {
      if (!mounted) return;
      if (refused) expire();
      // Showing the page built hidden meanwhile (RequireAuth) mounts all of it: as a transition
      // that work comes in short slices, not one long task on a slow phone.
      startTransition(() => setChecking(false));
    });
    return () => {
      mounted = false;
    };
  }, [initial.session, sessionCheck, expire]);

  const value = useMemo<AuthState>(
    () => ({ session, ...flagsOf(session), signIn, signOut, notice, dismissNotice }),
    [session, signIn, signOut, notice, dismissNotice],
  );
  return (
    <AuthContext.Provider value={value}>
      <SessionCheckContext.Provider value={checking}>{children}</SessionCheckContext.Provider>
    </AuthContext.Provider>
  );
}

/** Whether the stored session is still being checked with the server (guards wait for it). */
export function useSessionCheckPending(): boolean {
  return useContext(SessionCheckContext);
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
