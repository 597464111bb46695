import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPE_INFO, type ListingType } from '../../listings/listing-types';
import {
  CURRENCIES,
  fieldsOf,
  RENT_PERIODS,
  type FieldSection,
  type FieldSpec,
  type FormValues,
} from '../listing-form-config';

interface ListingFieldsProps {
  type: ListingType;
  values: FormValues;
  errors: Record<string, string>;
  /** Stable (useCallback), so untouched fields skip re-rendering. */
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
}

const SECTIONS: FieldSection[] = ['location', 'details', 'price', 'description'];

/** Every field of a post or edit form, grouped into sections, from the per-category configuration. */
export function ListingFields({ type, values, errors, onChange, disabled }: ListingFieldsProps) {
  const { t } = useTranslation();
  const fields = fieldsOf(type);
  const sectionTitle = (section: FieldSection) =>
    section === 'details'
      ? t(`seller.form.sections.${TYPE_INFO[type].category}`)
      : t(`seller.form.sections.${section}`);

  return (
    <>
      {SECTIONS.map((section) => (
        <Box component="fieldset" key={section} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {sectionTitle(section)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            {fields
              .filter((f) => f.section === section)
              .map((field) => (
                <FieldInput
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ''}
                  error={errors[field.name]}
                  onChange={onChange}
                  disabled={disabled}
                />
              ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

interface FieldInputProps {
  field: FieldSpec;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
}

// Memoised: typing in one field should not re-render the other twenty (slow phones).
const FieldInput = memo(function FieldInput({
  field,
  value,
  error,
  onChange,
  disabled,
}: FieldInputProps) {
  const { t } = useTranslation();
  const common = {
    id: `listing-${field.name}`,
    name: field.name,
    label: t(field.labelKey),
    value,
    onChange: (e: { target: { value: string } }) => onChange(field.name, e.target.value),
    error: Boolean(error),
    helperText: error,
    disabled,
    fullWidth: true,
  };

  if (field.kind === 'currency' || field.kind === 'period') {
    const options = field.kind === 'currency' ? CURRENCIES : RENT_PERIODS;
    const labelOf = (option: string) =>
      option === 'per day'
        ? t('listings.perDay')
        : option === 'per month'
          ? t('listings.perMonth')
          : option;
    return (
      <TextField select required {...common}>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {labelOf(option)}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (field.kind === 'description') {
    return (
      <TextField
        {...common}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
        helperText={error ?? t('seller.form.optional')}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    );
  }

  return (
    <TextField
      {...common}
      required
      type={field.kind === 'number' ? 'number' : 'text'}
      autoComplete={field.autoComplete ?? 'off'}
      slotProps={{
        htmlInput:
          field.kind === 'number' ? { min: 0, inputMode: 'decimal', step: 'any' } : undefined,
        input: field.unit
          ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> }
          : undefined,
      }}
    />
  );
});
