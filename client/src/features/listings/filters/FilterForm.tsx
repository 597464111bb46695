import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { CHOICES, choiceLabel } from '../../seller/listing-choices';
import '../../seller/i18n';
import { choicesQuery } from '../api/listings-api';
import type { ListingType } from '../listing-types';
import {
  comparesPrices,
  currencyOf,
  filterKeysOf,
  isFilterNumber,
  type BrowseState,
  type FilterKey,
  type Filters,
} from './browse-filters';
import './i18n';

/** A number typed in a filter is applied once the buyer pauses, not on every key. */
const TYPING_PAUSE_MS = 700;

const BEDROOMS = ['1', '2', '3', '4', '5'];

interface Option {
  value: string;
  label: string;
}

/** A native pick-list: the phone's own picker, and no menu code to load. */
function ChoiceField({
  name,
  label,
  value,
  options,
  onChange,
  anyLabel,
  disabled,
}: {
  name: FilterKey;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  /** The empty choice's label; none when a value is required. */
  anyLabel?: string;
  disabled?: boolean;
}) {
  // A value from the URL that the lists do not hold (yet) is still shown as chosen.
  const all =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { name, 'data-testid': `filter-${name}` },
      }}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {all.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * A number filter: applied after a pause in typing or when the field is left, once it is a number
 * the filter takes (a year being typed, '20', waits; left so, the field is marked).
 */
function NumberField({
  name,
  label,
  value,
  onCommit,
}: {
  name: FilterKey;
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [focused, setFocused] = useState(false);
  // The filter changed elsewhere (clear all, the back button): show its value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const usable = text === '' || isFilterNumber(name, text);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => {
    if (text === value || !usable) return;
    const timer = setTimeout(() => commit.current(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, usable]);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={text}
      error={!usable && !focused}
      onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, ''))}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        if (usable && text !== value) onCommit(text);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', name, 'data-testid': `filter-${name}` },
      }}
    />
  );
}

/**
 * The filters of a type's browse page: only those its listings have. Every change is applied at
 * once (numbers after a pause), so the list and its count follow the form.
 */
export function FilterForm({
  type,
  state,
  onChange,
}: {
  type: ListingType;
  state: BrowseState;
  onChange: (patch: Filters) => void;
}) {
  const { t } = useTranslation();
  const choices = useQuery(choicesQuery(type));
  const keys = new Set(filterKeysOf(type));
  const f = state.filters;
  const any = t('browseFilters.any');
  const set = (key: FilterKey) => (value: string) => onChange({ [key]: value });
  const options = (values: readonly string[] | undefined): Option[] =>
    (values ?? []).map((value) => ({ value, label: value }));

  const makes = choices.data?.makes ?? [];
  const models = makes.find((m) => m.make.toLowerCase() === f.make?.toLowerCase())?.models;
  const regions = choices.data?.places ?? [];
  const cities = regions.find((r) => r.region.toLowerCase() === f.region?.toLowerCase())?.cities;
  const subcities = cities?.find((c) => c.city.toLowerCase() === f.city?.toLowerCase())?.subcities;
  const number = (key: FilterKey) => (
    <NumberField
      name={key}
      label={t(`browseFilters.${key}`)}
      value={f[key] ?? ''}
      onCommit={set(key)}
    />
  );
  const picked = (key: 'transmision' | 'fuel') =>
    CHOICES[key].map((value) => ({ value, label: choiceLabel(t, key, value) }));

  const fields: [FilterKey, ReactNode][] = [
    [
      'make',
      <ChoiceField
        name="make"
        label={t('listings.fields.make')}
        value={f.make ?? ''}
        anyLabel={any}
        options={options(makes.map((m) => m.make))}
        onChange={set('make')}
      />,
    ],
    [
      'model',
      <ChoiceField
        name="model"
        label={t('listings.fields.model')}
        value={f.model ?? ''}
        anyLabel={any}
        options={options(models)}
        disabled={!f.make}
        onChange={set('model')}
      />,
    ],
    ['minYear', number('minYear')],
    ['maxYear', number('maxYear')],
    [
      'transmission',
      <ChoiceField
        name="transmission"
        label={t('listings.fields.transmission')}
        value={f.transmission ?? ''}
        anyLabel={any}
        options={picked('transmision')}
        onChange={set('transmission')}
      />,
    ],
    [
      'fuel',
      <ChoiceField
        name="fuel"
        label={t('listings.fields.fuel')}
        value={f.fuel ?? ''}
        anyLabel={any}
        options={picked('fuel')}
        onChange={set('fuel')}
      />,
    ],
    [
      'bedrooms',
      <ChoiceField
        name="bedrooms"
        label={t('browseFilters.bedrooms')}
        value={f.bedrooms ?? ''}
        anyLabel={any}
        options={BEDROOMS.map((n) => ({
          value: n,
          label: t('browseFilters.atLeast', { count: Number(n) }),
        }))}
        onChange={set('bedrooms')}
      />,
    ],
    ['minArea', number('minArea')],
    ['maxArea', number('maxArea')],
    ['minPrice', number('minPrice')],
    ['maxPrice', number('maxPrice')],
    [
      'currency',
      <ChoiceField
        name="currency"
        label={t('listings.fields.currency')}
        value={currencyOf(state)}
        // Compared prices need one currency: 'any' is offered only when none are compared.
        anyLabel={comparesPrices(state) ? undefined : any}
        options={options(['ETB', 'USD'])}
        onChange={set('currency')}
      />,
    ],
    [
      'region',
      <ChoiceField
        name="region"
        label={t('listings.fields.region')}
        value={f.region ?? ''}
        anyLabel={any}
        options={options(regions.map((r) => r.region))}
        onChange={set('region')}
      />,
    ],
    [
      'city',
      <ChoiceField
        name="city"
        label={t('listings.fields.city')}
        value={f.city ?? ''}
        anyLabel={any}
        options={options(cities?.map((c) => c.city))}
        disabled={!f.region}
        onChange={set('city')}
      />,
    ],
    [
      'subcity',
      <ChoiceField
        name="subcity"
        label={t('listings.fields.subcity')}
        value={f.subcity ?? ''}
        anyLabel={any}
        options={options(subcities)}
        disabled={!f.city}
        onChange={set('subcity')}
      />,
    ],
    [
      'rentPeriod',
      <ChoiceField
        name="rentPeriod"
        label={t('listings.fields.rentPeriod')}
        value={f.rentPeriod ?? ''}
        anyLabel={any}
        options={[
          { value: 'per day', label: t('listings.perDay') },
          { value: 'per month', label: t('listings.perMonth') },
        ]}
        onChange={set('rentPeriod')}
      />,
    ],
  ];

  return (
    <Box>
      {choices.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('browseFilters.choicesFailed')}
        </Alert>
      )}
      <Box
        data-testid="filter-form"
        sx={{
          display: 'grid',
          // Two fields a row on a phone (a range's two ends side by side), more on wider screens.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
          gap: 2,
          pt: 1,
        }}
      >
        {fields
          .filter(([key]) => keys.has(key))
          .map(([key, field]) => (
            <Box key={key}>{field}</Box>
          ))}
      </Box>
    </Box>
  );
}

export default FilterForm;
