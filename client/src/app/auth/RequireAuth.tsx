import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import type { UserType } from './session';

/** Where each kind of wrong visitor is sent, as the spec's guards do. */
const DENIAL_ROUTE: Record<UserType, string> = {
  seller: '/Otherunauthorized',
  buyer: '/buyersOnly',
  employee: '/onlyEmployee',
};

export const LOGIN_WALL_DELAY_MS = 1500;

interface RequireAuthProps {
  /** Who may enter; absent means any signed-in user. */
  userType?: UserType;
  /** Employee levels allowed (with userType 'employee'). */
  levels?: number[];
}

/** A layout route: renders its child routes only for the right signed-in users. */
export function RequireAuth({ userType, levels }: RequireAuthProps) {
  const auth = useAuth();
  if (!auth.session) return <LoginWall />;
  if (userType && auth.session.userType !== userType) {
    return <Navigate to={DENIAL_ROUTE[userType]} replace />;
  }
  if (levels && (auth.employeeRole === null || !levels.includes(auth.employeeRole))) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <Outlet />;
}

/** 'Login to Access This Page', then on to /login remembering where the visitor wanted to go. */
function LoginWall() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate('/login', { replace: true, state: { from: location } });
    }, LOGIN_WALL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, navigate]);
  return (
    <Container sx={{ py: 6 }}>
      <Alert severity="warning">{t('guard.loginRequired')}</Alert>
    </Container>
  );
}
