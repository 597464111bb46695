import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { formErrorsOf } from '../../../api/client';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import {
  composePhone,
  EMPTY_PHONE,
  PhoneField,
  phoneRequiredParts,
  type PhoneValue,
} from '../components/PhoneField';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { firstAccountFormError, generateHash } from '../validation';
import '../i18n';

export const REDIRECT_AFTER_REGISTER_MS = 2000;

type Kind = 'seller' | 'buyer';
const TEXT_FIELDS: Record<Kind, { name: string; label: string; autoComplete: string }[]> = {
  seller: [
    { name: 'firstName', label: 'auth.fields.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'auth.fields.lastName', autoComplete: 'family-name' },
    { name: 'country', label: 'auth.fields.country', autoComplete: 'country-name' },
    { name: 'city', label: 'auth.fields.city', autoComplete: 'address-level2' },
  ],
  buyer: [
    { name: 'firstName', label: 'auth.fields.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'auth.fields.lastName', autoComplete: 'family-name' },
    { name: 'city', label: 'auth.fields.city', autoComplete: 'address-level2' },
  ],
};
/** Server field names back to this form's fields, so a server error lands on its field. */
const SERVER_FIELD: Record<string, string> = {
  sellerFirstName: 'firstName',
  buyerFirstName: 'firstName',
  sellerLastName: 'lastName',
  buyerLastName: 'lastName',
  sellerCountry: 'country',
  sellerCity: 'city',
  buyerCity: 'city',
  PhoneNumber: 'phone',
  email: 'email',
  password: 'password',
};
const formFieldOf = (serverField: string) => SERVER_FIELD[serverField] ?? serverField;
/** Each form field's label, to name it in a server message in the user's language. */
const FIELD_LABEL: Record<string, string> = {
  email: 'auth.fields.email',
  password: 'auth.fields.password',
  phone: 'auth.fields.phone',
  ...Object.fromEntries(
    Object.values(TEXT_FIELDS).flatMap((fs) => fs.map((f) => [f.name, f.label])),
  ),
};

type Status = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'success' };

/** CREATE SELLER ACCOUNT and CREATE BUYER ACCOUNT: one form, two field sets. */
export function RegisterPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Where the login after registering leads back to (a listing whose link was shared).
  const origin = (useLocation().state as { from?: Pick<Location, 'pathname' | 'search'> } | null)
    ?.from;
  const emptyText = Object.fromEntries(TEXT_FIELDS[kind].map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>({
    email: '',
    password: '',
    ...emptyText,
  });
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(
      () => void navigate('/login', { state: origin ? { from: origin } : undefined }),
      REDIRECT_AFTER_REGISTER_MS,
    );
    return () => clearTimeout(timer);
  }, [status, navigate, origin]);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    const problem = firstAccountFormError({ ...values, ...phoneRequiredParts(phone) });
    if (problem) return setStatus({ kind: 'error', message: t(problem) });
    setBusy(true);
    const common = {
      email: values.email.trim(),
      password: values.password,
      PhoneNumber: composePhone(phone),
    };
    try {
      if (kind === 'seller') {
        await authApi.registerSeller({
          ...common,
          sellerFirstName: values.firstName,
          sellerLastName: values.lastName,
          sellerCountry: values.country,
          sellerCity: values.city,
          sellerHash: generateHash(),
        });
      } else {
        await authApi.registerBuyer({
          ...common,
          buyerFirstName: values.firstName,
          buyerLastName: values.lastName,
          buyerCity: values.city,
          buyerHash: generateHash(),
        });
      }
      setValues({ email: '', password: '', ...emptyText });
      setPhone(EMPTY_PHONE);
      setStatus({ kind: 'success' });
    } catch (error) {
      const { message, fields } = formErrorsOf(
        error,
        t('auth.unexpected'),
        formFieldOf,
        (field) => {
          const label = FIELD_LABEL[formFieldOf(field)];
          return label ? t(label) : field;
        },
      );
      setFieldErrors(fields);
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t(kind === 'seller' ? 'auth.sellerTitle' : 'auth.buyerTitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
        {status.kind === 'error' && <Alert severity="error">{status.message}</Alert>}
        {status.kind === 'success' && (
          <Alert severity="success">
            {t(kind === 'seller' ? 'auth.registeredSeller' : 'auth.registeredBuyer')}
          </Alert>
        )}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        {TEXT_FIELDS[kind].map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(e) => set(field.name)(e.target.value)}
            error={Boolean(fieldErrors[field.name])}
            helperText={fieldErrors[field.name]}
          />
        ))}
        <PhoneField value={phone} onChange={setPhone} error={fieldErrors.phone} />
        <SubmitButton busy={busy}>{t('auth.register')}</SubmitButton>
        <Typography variant="body2">
          {t('auth.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" state={origin ? { from: origin } : undefined}>
            {t('auth.loginLink')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
