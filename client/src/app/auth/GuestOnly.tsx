import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';

export const ALREADY_LOGGED_IN_DELAY_MS = 3000;

/** A layout route for the registration pages: closed to signed-in users, who go home after 3 s. */
export function GuestOnly() {
  const { t } = useTranslation();
  const { isLogged } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLogged) return;
    const timer = setTimeout(
      () => void navigate('/', { replace: true }),
      ALREADY_LOGGED_IN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isLogged, navigate]);
  if (!isLogged) return <Outlet />;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="info">{t('auth.alreadyLoggedIn')}</Alert>
    </Container>
  );
}
