import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet, useNavigate } from 'react-router-dom';
import { decideAccess } from './access';
import { useAuth } from './AuthProvider';

export const ALREADY_LOGGED_IN_DELAY_MS = 3000;

/** A layout route for the registration pages: closed to signed-in users, who go home after 3 s. */
export function GuestOnly() {
  const { t } = useTranslation();
  const decision = decideAccess({ kind: 'guest' }, useAuth());
  const redirectTo = decision.allowed ? null : decision.redirectTo;
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(
      () => void navigate(redirectTo, { replace: true }),
      ALREADY_LOGGED_IN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);
  if (!redirectTo) return <Outlet />;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="info">{t('auth.alreadyLoggedIn')}</Alert>
    </Container>
  );
}
