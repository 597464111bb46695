import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formErrorsOf } from '../../../api/client';
import { PasswordField } from '../../auth/components/PasswordField';
import { PhoneField } from '../../auth/components/PhoneField';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { firstEmployeeFormError, type EmployeeFormValues } from '../employee-form';

/** Server field names back to this form's fields, so a server error lands on its field. */
const SERVER_FIELD: Record<string, keyof EmployeeFormValues> = {
  email: 'email',
  password: 'password',
  employeeFirstName: 'firstName',
  employeeLastName: 'lastName',
  PhoneNumber: 'phone',
};

interface EmployeeFormProps {
  initial: EmployeeFormValues;
  submitLabel: string;
  /** Saves the values; returns the success message. Errors are ApiErrors. */
  onSubmit: (values: EmployeeFormValues) => Promise<string>;
  /** The message when the server gives none (a network failure). */
  fallbackError: string;
  /** Clear the form after a success (adding), or keep what was saved (editing). */
  resetAfterSuccess?: () => EmployeeFormValues;
  /** Read-only details above the fields (the generated hash). */
  children?: ReactNode;
}

type Status = { kind: 'idle' } | { kind: 'error' | 'success'; message: string };

/** The add and edit employee form: the spec's fields, checks and messages. */
export function EmployeeForm(props: EmployeeFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EmployeeFormValues>(key: K, value: EmployeeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    const problem = firstEmployeeFormError(values);
    if (problem) return setStatus({ kind: 'error', message: t(problem) });
    setBusy(true);
    try {
      const message = await props.onSubmit(values);
      if (props.resetAfterSuccess) setValues(props.resetAfterSuccess());
      setStatus({ kind: 'success', message });
    } catch (error) {
      const { message, fields } = formErrorsOf(
        error,
        props.fallbackError,
        (field) => SERVER_FIELD[field] ?? field,
      );
      setFieldErrors(fields);
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
        {status.kind !== 'idle' && <Alert severity={status.kind}>{status.message}</Alert>}
        {props.children}
        <TextField
          label={t('staff.form.email')}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
        />
        {values.password !== undefined && (
          <PasswordField
            label={t('staff.form.password')}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label={t('staff.form.firstName')}
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            error={Boolean(fieldErrors.firstName)}
            helperText={fieldErrors.firstName}
          />
          <TextField
            fullWidth
            label={t('staff.form.lastName')}
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            error={Boolean(fieldErrors.lastName)}
            helperText={fieldErrors.lastName}
          />
        </Stack>
        <PhoneField
          value={values.phone}
          onChange={(phone) => set('phone', phone)}
          error={fieldErrors.phone}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            fullWidth
            label={t('staff.form.role')}
            value={values.role}
            onChange={(e) => set('role', Number(e.target.value) as 1 | 2 | 3)}
          >
            {([1, 2, 3] as const).map((level) => (
              <MenuItem key={level} value={level}>
                {t(`staff.levels.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            sx={{ width: '100%' }}
            control={
              <Switch checked={values.active} onChange={(e) => set('active', e.target.checked)} />
            }
            label={t('staff.form.active')}
          />
        </Stack>
        <SubmitButton busy={busy}>{props.submitLabel}</SubmitButton>
      </Stack>
    </Paper>
  );
}
