import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from '../../../app/i18n/translator';
import { useTranslation } from '../../../app/i18n/use-translation';
import { lazyWhenOpen } from '../../../shared/components/lazy-when-open';
import { formatMoney } from '../../../shared/format/money';
import { choiceLabel } from '../../seller/listing-choices';
import '../../seller/i18n';
import type { ListingType } from '../listing-types';
import {
  activeFilterCount,
  currencyOf,
  SORTS,
  type BrowseState,
  type Filters,
  type FilterKey,
} from './browse-filters';
import type { BrowseControls } from './useBrowseState';
import './i18n';
import { CountBadge } from '../../../shared/components/CountBadge';
import { NativeSelectField } from '../../../shared/components/NativeSelectField';

const FilterSheet = lazyWhenOpen(() => import('./FilterSheet'));
const FilterForm = lazy(() => import('./FilterForm'));

interface FilterChip {
  key: string;
  label: string;
  clear: Filters;
}

/** One chip per filter that is set (a range is one chip), each removing its filter. */
function chipsOf(state: BrowseState, t: TFunction, language: string): FilterChip[] {
  const f = state.filters;
  const chips: FilterChip[] = [];
  const fieldLabel = (key: string) => t(`listings.fields.${key}`);
  const range = (
    name: string,
    label: string,
    [min, max]: [FilterKey, FilterKey],
    show: (value: string) => string,
    extra: Filters = {},
  ) => {
    const [from, to] = [f[min], f[max]];
    if (!from && !to) return;
    const chip = from && to ? 'range' : from ? 'from' : 'to';
    chips.push({
      key: name,
      label: t(`browseFilters.chips.${chip}`, {
        label,
        from: from && show(from),
        to: to && show(to),
      }),
      clear: { [min]: '', [max]: '', ...extra },
    });
  };
  const value = (key: FilterKey, label: string, show: (value: string) => string = (v) => v) => {
    const chosen = f[key];
    if (chosen)
      chips.push({
        key,
        label: t('browseFilters.chips.value', { label, value: show(chosen) }),
        clear: { [key]: '' },
      });
  };
  const currency = currencyOf(state) || 'ETB';
  value('make', fieldLabel('make'));
  value('model', fieldLabel('model'));
  range('year', fieldLabel('year'), ['minYear', 'maxYear'], (v) => v);
  value('transmission', fieldLabel('transmission'), (v) => choiceLabel(t, 'transmision', v));
  value('fuel', fieldLabel('fuel'), (v) => choiceLabel(t, 'fuel', v));
  value('bedrooms', fieldLabel('bedrooms'), (v) =>
    t('browseFilters.atLeast', { count: Number(v) }),
  );
  range('area', fieldLabel('area'), ['minArea', 'maxArea'], (v) => `${v} m²`);
  range(
    'price',
    fieldLabel('price'),
    ['minPrice', 'maxPrice'],
    (v) => formatMoney(Number(v), currency, language),
    { currency: '' },
  );
  if (!f.minPrice && !f.maxPrice) value('currency', fieldLabel('currency'));
  value('region', fieldLabel('region'));
  value('city', fieldLabel('city'));
  value('subcity', fieldLabel('subcity'));
  value('rentPeriod', fieldLabel('rentPeriod'), (v) =>
    t(v === 'per day' ? 'listings.perDay' : 'listings.perMonth'),
  );
  return chips;
}

/**
 * Above a browse page's grid: the filters (a panel on wide screens, a bottom sheet on a phone),
 * the order, how many listings match, one tap to clear, and a chip per filter set.
 */
export function FilterBar({
  type,
  controls,
  meta,
  phone,
}: {
  type: ListingType;
  controls: BrowseControls;
  /** The list's count, once known. */
  meta?: { total: number; totalCapped: boolean };
  phone: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { state } = controls;
  const count = activeFilterCount(state.filters);
  const [panelOpen, setPanelOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const chips = chipsOf(state, t, i18n.language);

  const results = meta
    ? meta.totalCapped
      ? t('browseFilters.resultsMore', { count: meta.total })
      : t('browseFilters.results', { count: meta.total })
    : '';
  const showResults = meta
    ? meta.totalCapped
      ? t('browseFilters.showMore', { count: meta.total })
      : t('browseFilters.show', { count: meta.total })
    : '';
  const open = phone ? sheetOpen : panelOpen;

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <CountBadge count={count}>
          <Button
            variant={open ? 'contained' : 'outlined'}
            startIcon={<TuneIcon />}
            aria-expanded={open}
            aria-controls={phone ? undefined : 'filter-panel'}
            onClick={() => (phone ? setSheetOpen(true) : setPanelOpen(!panelOpen))}
            data-testid="filters-button"
          >
            {t('browseFilters.filters')}
          </Button>
        </CountBadge>
        <NativeSelectField
          label={t('browseFilters.sort')}
          value={state.sort}
          onChange={(sort) => controls.setSort(sort as BrowseState['sort'])}
          testId="sort"
          sx={{ minWidth: 170 }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`browseFilters.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelectField>
        <Typography
          role="status"
          color="text.secondary"
          sx={{ flexGrow: 1 }}
          data-testid="result-count"
        >
          {results}
        </Typography>
        {(count > 0 || state.sort !== 'newest') && (
          <Button onClick={controls.clearAll} data-testid="clear-all">
            {t('browseFilters.clearAll')}
          </Button>
        )}
      </Stack>
      {chips.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {chips.map((chip) => (
            // The whole chip removes its filter: one button, named for what it does.
            <Chip
              key={chip.key}
              label={chip.label}
              size="small"
              aria-label={t('browseFilters.remove', { filter: chip.label })}
              onClick={() => controls.setFilters(chip.clear)}
              onDelete={() => controls.setFilters(chip.clear)}
            />
          ))}
        </Stack>
      )}
      {phone ? (
        <FilterSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          type={type}
          state={state}
          onChange={controls.setFilters}
          onClearAll={controls.clearAll}
          resultsText={showResults}
        />
      ) : (
        <Collapse in={panelOpen}>
          <Paper id="filter-panel" variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Suspense fallback={null}>
              <FilterForm type={type} state={state} onChange={controls.setFilters} />
            </Suspense>
          </Paper>
        </Collapse>
      )}
    </Box>
  );
}
