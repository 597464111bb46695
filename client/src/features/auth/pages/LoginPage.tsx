import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { ApiError } from '../../../api/client';
import { useAuth } from '../../../app/auth/AuthProvider';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { firstAccountFormError } from '../validation';
import '../i18n';

export const REDIRECT_AFTER_LOGIN_MS = 800;

interface LoginState {
  from?: Pick<Location, 'pathname' | 'search'>;
  notice?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstAccountFormError({ email, password });
    if (problem) return setError(t(problem));
    setError(null);
    setBusy(true);
    try {
      const session = await authApi.login(email.trim(), password);
      signIn(session);
      setSuccess(true);
      // Back to the page that sent the user here, else home.
      const target = state.from ? `${state.from.pathname}${state.from.search ?? ''}` : '/';
      setTimeout(() => void navigate(target, { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      setError(apiError && !apiError.isNetworkError ? apiError.message : t('auth.unexpected'));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.loginTitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
        {state.notice && !error && !success && <Alert severity="info">{t(state.notice)}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        {success && <Alert severity="success">{t('auth.loggedIn')}</Alert>}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton busy={busy || success}>{t('auth.loginButton')}</SubmitButton>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/otp">
            {t('auth.forgot')}
          </Link>
          <Link
            component={RouterLink}
            to="/register"
            // A new account comes back here too, then to the page that sent the user.
            state={state.from ? { from: state.from } : undefined}
          >
            {t('auth.createAccount')}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
