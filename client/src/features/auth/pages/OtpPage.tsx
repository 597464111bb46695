import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { ApiError } from '../../../api/client';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { firstAccountFormError, PASSWORD_MIN_LENGTH, VALIDATION } from '../validation';
import '../i18n';

export const REDIRECT_AFTER_RESET_MS = 2000;

function messageOf(error: unknown, fallbackKey: string, t: (key: string) => string): string {
  if (error instanceof ApiError)
    return error.isNetworkError ? t('auth.networkError') : error.message;
  return t(fallbackKey);
}

/** Password reset: step 1 sends a code to the e-mail, step 2 sets the new password with it. */
export function OtpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [otpToken, setOtpToken] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function sendOtp(event: FormEvent) {
    event.preventDefault();
    const problem = firstAccountFormError({ email });
    if (problem) return setError(t(problem));
    setError(null);
    setBusy(true);
    try {
      const reply = await authApi.sendOtp(email.trim());
      setOtpToken(reply.otpToken);
    } catch (caught) {
      setError(messageOf(caught, 'auth.sendOtpFailed', t));
    } finally {
      setBusy(false);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const problem = [email, otp, newPassword, confirmation].some((v) => v.trim() === '')
      ? VALIDATION.required
      : newPassword !== confirmation
        ? VALIDATION.passwordsDiffer
        : newPassword.length < PASSWORD_MIN_LENGTH
          ? VALIDATION.resetPasswordTooShort
          : null;
    if (problem) return setError(t(problem));
    setError(null);
    setBusy(true);
    try {
      await authApi.resetPassword({
        email: email.trim(),
        otp: otp.trim(),
        newPassword,
        otpToken: otpToken ?? '',
      });
      setDone(true);
    } catch (caught) {
      setError(messageOf(caught, 'auth.resetFailed', t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.otpTitle')}>
      {otpToken === null ? (
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void sendOtp(e)}>
          <Typography color="text.secondary">{t('auth.otpIntro')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton busy={busy}>{t('auth.sendOtp')}</SubmitButton>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void reset(e)}>
          <Alert severity="info">{t('auth.otpSent', { email: email.trim() })}</Alert>
          {error && <Alert severity="error">{error}</Alert>}
          {done && <Alert severity="success">{t('auth.resetDone')}</Alert>}
          <TextField
            label={t('auth.fields.otp')}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <PasswordField
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          <SubmitButton busy={busy || done}>{t('auth.resetButton')}</SubmitButton>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
