import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../app/i18n/use-translation';
import '../i18n';

export const COUNTRY_CODES = [
  { key: 'et', code: '+251' },
  { key: 'us', code: '+1' },
  { key: 'uk', code: '+44' },
  { key: 'in', code: '+91' },
  { key: 'other', code: 'other' },
] as const;

export interface PhoneValue {
  /** '+251' (default), '+1', '+44', '+91', or 'other' with customCode. */
  code: string;
  customCode: string;
  number: string;
}

export const EMPTY_PHONE: PhoneValue = { code: '+251', customCode: '', number: '' };

/** The values the form must have filled, including the custom code when 'Other' is chosen. */
export function phoneRequiredParts(phone: PhoneValue): Record<string, string> {
  return phone.code === 'other'
    ? { phoneCode: phone.customCode, phone: phone.number }
    : { phone: phone.number };
}

/** Country code plus the number without its leading 0, e.g. +251911234567. */
export function composePhone(phone: PhoneValue): string {
  const code = phone.code === 'other' ? phone.customCode.trim() : phone.code;
  const prefix = code.startsWith('+') ? code : `+${code}`;
  return `${prefix}${phone.number.replace(/[\s-]/g, '').replace(/^0+/, '')}`;
}

interface PhoneFieldProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
}

export function PhoneField({ value, onChange, error }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label={t('auth.fields.countryCode')}
        value={value.code}
        onChange={(e) => onChange({ ...value, code: e.target.value })}
        sx={{ minWidth: 104 }}
        // The closed select shows just the code; the list names the countries.
        slotProps={{
          select: {
            renderValue: (code) =>
              code === 'other' ? t('auth.countryCodes.other') : (code as string),
          },
        }}
      >
        {COUNTRY_CODES.map((c) => (
          <MenuItem key={c.key} value={c.code}>
            {t(`auth.countryCodes.${c.key}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.code === 'other' && (
        <TextField
          label={t('auth.fields.customCode')}
          value={value.customCode}
          onChange={(e) => onChange({ ...value, customCode: e.target.value })}
          sx={{ width: 90 }}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 5 } }}
        />
      )}
      <TextField
        fullWidth
        label={t('auth.fields.phone')}
        value={value.number}
        onChange={(e) => onChange({ ...value, number: e.target.value })}
        error={Boolean(error)}
        helperText={error ?? t('auth.fields.phoneHelp')}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Stack>
  );
}
