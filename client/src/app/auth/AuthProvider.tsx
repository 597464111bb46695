import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readSession, writeSession, type StoredSession } from './session';

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
}

const AuthContext = createContext<AuthState | null>(null);

function flagsOf(session: StoredSession | null) {
  const employeeRole = session?.userType === 'employee' ? session.userDetails.employeeRole : null;
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

/** Reads the stored session once at start; sign-in and sign-out keep storage and state in step. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => readSession());

  const signIn = useCallback((next: StoredSession) => {
    writeSession(next);
    setSession(next);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ session, ...flagsOf(session), signIn, signOut }),
    [session, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
