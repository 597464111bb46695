import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { Activity, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingRow } from '../../shared/components/LoadingRow';
import { decideAccess, type GuardNotice } from './access';
import { useAuth, useSessionCheckPending } from './AuthProvider';
import type { UserType } from './session';

/** How long a guard's notice shows before it sends the visitor on. */
export const LOGIN_WALL_DELAY_MS = 1500;

interface RequireAuthProps {
  /** Who may enter; absent means any signed-in user. */
  userType?: UserType;
  /** Employee levels allowed (with userType 'employee'). */
  levels?: number[];
  /** Visitors too, while the operator opens browsing. */
  publicBrowsing?: boolean;
}

/**
 * A layout route: renders its child routes only for the right signed-in users. It waits while the
 * stored session is being checked, so a page never opens and then closes on its visitor. A page
 * the stored session may open is meanwhile built hidden, without effects: its code loads beside
 * the check instead of after it, and nothing of it runs (no data requests) until it shows.
 */
export function RequireAuth({ userType, levels, publicBrowsing }: RequireAuthProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const checking = useSessionCheckPending();
  const decision = decideAccess({ kind: 'signed-in', userType, levels, publicBrowsing }, auth);
  if (decision.allowed) {
    // One tree while checking and after, so the page is not built a second time when shown.
    return (
      <>
        {checking && <LoadingRow text={t('guard.loadingAuth')} />}
        <Activity mode={checking ? 'hidden' : 'visible'}>
          <Outlet />
        </Activity>
      </>
    );
  }
  if (checking) return <LoadingRow text={t('guard.loadingAuth')} />;
  if (decision.reason === 'login') {
    // The login page brings the visitor back here afterwards.
    return <NoticeThenRedirect notice={decision.notice} to="/login" rememberOrigin />;
  }
  if (decision.reason === 'wrong-user' && decision.notice) {
    return <NoticeThenRedirect notice={decision.notice} to={decision.redirectTo} />;
  }
  return <Navigate to={decision.redirectTo} replace />;
}

/** The guard's notice ('Login to Access This Page', 'Unauthorized Access', …), then on to `to`. */
function NoticeThenRedirect(props: { notice: GuardNotice; to: string; rememberOrigin?: boolean }) {
  const { notice, to, rememberOrigin } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(to, { replace: true, state: rememberOrigin ? { from: location } : undefined });
    }, LOGIN_WALL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, navigate, to, rememberOrigin]);
  return (
    <Container sx={{ py: 6 }}>
      <Alert severity="warning">
        {notice.textKey ? (
          <>
            <AlertTitle>{t(notice.titleKey)}</AlertTitle>
            {t(notice.textKey)}
          </>
        ) : (
          t(notice.titleKey)
        )}
      </Alert>
    </Container>
  );
}
