import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import {
  phoneKeys,
  phoneVerificationApi,
  type PhoneStatus,
  type SmsLanguage,
} from '../api/phone-verification-api';
import { PhoneVerifiedBadge } from '../components/PhoneVerifiedBadge';
import { usePhoneStatus } from '../hooks/use-phone-status';
import '../i18n';

/**
 * Seconds left until `at` (ms since epoch), ticking once a second while there are any; never more
 * than `most`, what the server last said.
 */
function useSecondsUntil(at: number, most: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return Math.min(most, Math.max(0, Math.ceil((at - now) / 1000)));
}

/** /account/phone: a seller or buyer sends a code to their number and enters it; or changes it. */
export function PhoneVerificationPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = usePhoneStatus();
  const [code, setCode] = useState('');
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = status.data;
  // The server says how long to wait; counted down on this clock from when it said so.
  const resendAt = data?.resendInSeconds ? status.dataUpdatedAt + data.resendInSeconds * 1000 : 0;
  const secondsLeft = useSecondsUntil(resendAt, data?.resendInSeconds ?? 0);

  const show = (next: PhoneStatus) => queryClient.setQueryData(phoneKeys.status, next);

  async function run(action: () => Promise<void>, fallbackKey: string) {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(failureText(caught, t(fallbackKey)));
      // A refusal may change what the page should offer (a new code, the wait): ask again.
      void status.refetch();
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      const language: SmsLanguage = i18n.language === 'am' ? 'am' : 'en';
      show(await phoneVerificationApi.sendCode(language, t('phone.sendFailed')));
      setCode('');
    }, 'phone.sendFailed');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('phone.codeFormat'));
      return;
    }
    void run(async () => {
      show(await phoneVerificationApi.confirm(code.trim(), t('phone.confirmFailed')));
      setNotice(t('phone.success'));
      setCode('');
    }, 'phone.confirmFailed');
  };

  const saveNumber = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const next = await phoneVerificationApi.changeNumber(number.trim(), t('phone.saveFailed'));
      show(next);
      setEditing(false);
      if (!next.phoneVerified) setNotice(t('phone.saved'));
    }, 'phone.saveFailed');
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 1 }}>
        {t('phone.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('phone.intro')}
      </Typography>
      {status.isLoading && <CircularProgress size={24} aria-label={t('phone.title')} />}
      {status.isError && !data && (
        <Alert severity="error">{failureText(status.error, t('phone.loadFailed'))}</Alert>
      )}
      {data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            {data.phoneVerified ? (
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <PhoneVerifiedBadge size="medium" />
                <Typography>{t('phone.verified', { phone: data.PhoneNumber })}</Typography>
              </Stack>
            ) : (
              <Typography>{t('phone.notVerified', { phone: data.PhoneNumber })}</Typography>
            )}

            {editing ? (
              <Stack component="form" spacing={1.5} onSubmit={saveNumber} noValidate>
                <TextField
                  label={t('phone.numberLabel')}
                  value={number}
                  onChange={(e) => setNumber(e.target.value)}
                  helperText={`${t('phone.numberHelp')} ${t('phone.changeHint')}`}
                  type="tel"
                  autoComplete="tel"
                  required
                  autoFocus
                />
                <Stack direction="row" spacing={1}>
                  <Button type="submit" variant="contained" disabled={busy}>
                    {t('phone.save')}
                  </Button>
                  <Button onClick={() => setEditing(false)} disabled={busy}>
                    {t('phone.cancel')}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <div>
                <Button
                  variant="text"
                  onClick={() => {
                    setNumber(data.PhoneNumber);
                    setEditing(true);
                  }}
                >
                  {t('phone.change')}
                </Button>
              </div>
            )}

            {!data.phoneVerified && !editing && data.codeExpiresAt && (
              <Stack component="form" spacing={1.5} onSubmit={confirm} noValidate>
                <Alert severity="info" role="status">
                  {t('phone.sent', { phone: data.PhoneNumber })}
                </Alert>
                <TextField
                  label={t('phone.codeLabel')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      autoComplete: 'one-time-code',
                      maxLength: 6,
                    },
                  }}
                  required
                />
                <Button type="submit" variant="contained" disabled={busy}>
                  {t('phone.confirm')}
                </Button>
              </Stack>
            )}

            {!data.phoneVerified && !editing && (
              <Button
                variant={data.codeExpiresAt ? 'outlined' : 'contained'}
                onClick={() => void sendCode()}
                disabled={busy || secondsLeft > 0}
              >
                {secondsLeft > 0
                  ? t('phone.resendIn', { seconds: secondsLeft })
                  : t(data.codeExpiresAt ? 'phone.resend' : 'phone.send')}
              </Button>
            )}

            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {notice && (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
