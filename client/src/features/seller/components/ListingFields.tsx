import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { TYPE_INFO, type ListingType } from '../../listings/listing-types';
import { choiceLabel, CHOICES } from '../listing-choices';
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

  if (field.kind === 'choice') return <ChoiceInput field={field} common={common} value={value} />;

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

const OTHER = '\u0000other';

interface ChoiceInputProps {
  field: FieldSpec;
  value: string;
  common: {
    id: string;
    name: string;
    label: string;
    onChange: (e: { target: { value: string } }) => void;
    error: boolean;
    helperText?: string;
    disabled?: boolean;
    fullWidth: boolean;
  };
}

/**
 * A pick-list of known values, shown by their labels and stored as the value itself, and 'Other',
 * which reveals a box for any text (a stored value not in the list comes back as 'Other').
 */
function ChoiceInput({ field, value, common }: ChoiceInputProps) {
  const { t } = useTranslation();
  const options = field.options ?? [];
  const known = options.includes(value);
  const [otherChosen, setOtherChosen] = useState(value !== '' && !known);
  const other = otherChosen && !known;
  const { id, name, label, onChange, error, helperText, disabled, fullWidth } = common;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        required
        id={id}
        label={label}
        value={other ? OTHER : known ? value : ''}
        onChange={(e) => {
          const chosen = e.target.value;
          setOtherChosen(chosen === OTHER);
          onChange({ target: { value: chosen === OTHER ? '' : chosen } });
        }}
        error={error && !other}
        helperText={other ? undefined : helperText}
        disabled={disabled}
        fullWidth={fullWidth}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {choiceLabel(t, field.name as keyof typeof CHOICES, option)}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>{t('seller.options.other')}</MenuItem>
      </TextField>
      {other && (
        <TextField
          required
          id={`${id}-other`}
          name={name}
          label={t('seller.options.otherLabel', { field: label })}
          value={value}
          onChange={onChange}
          error={error}
          helperText={helperText}
          disabled={disabled}
          fullWidth={fullWidth}
          autoFocus
          autoComplete="off"
        />
      )}
    </Box>
  );
}
