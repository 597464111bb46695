import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { decideAccess } from './access';
import { useAuth } from './AuthProvider';
import type { UserType } from './session';

export const LOGIN_WALL_DELAY_MS = 1500;

interface RequireAuthProps {
  /** Who may enter; absent means any signed-in user. */
  userType?: UserType;
  /** Employee levels allowed (with userType 'employee'). */
  levels?: number[];
}

/** A layout route: renders its child routes only for the right signed-in users. */
export function RequireAuth({ userType, levels }: RequireAuthProps) {
  const decision = decideAccess({ kind: 'signed-in', userType, levels }, useAuth());
  if (decision.allowed) return <Outlet />;
  if (decision.reason === 'login') return <LoginWall />;
  return <Navigate to={decision.redirectTo} replace />;
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
