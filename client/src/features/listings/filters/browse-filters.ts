import type { paths } from '../../../api/schema';
import { TYPE_INFO, type ListingType } from '../listing-types';

/** The browse orders the server knows; price orders compare prices of one currency. */
export const SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type BrowseSort = (typeof SORTS)[number];

const COMMON = ['minPrice', 'maxPrice', 'currency', 'region', 'city', 'subcity'] as const;
const CAR = ['make', 'model', 'minYear', 'maxYear', 'transmission', 'fuel'] as const;
const HOUSE = ['bedrooms', 'minArea', 'maxArea'] as const;
const RENT = ['rentPeriod'] as const;

export type FilterKey =
  (typeof COMMON)[number] | (typeof CAR)[number] | (typeof HOUSE)[number] | (typeof RENT)[number];

/** Number filters and the values the server takes: whole numbers, the price with cents. */
const NUMBER_FILTERS: Partial<Record<FilterKey, { min: number; max: number; cents?: boolean }>> = {
  minPrice: { min: 0, max: 1_000_000_000, cents: true },
  maxPrice: { min: 0, max: 1_000_000_000, cents: true },
  minYear: { min: 1900, max: 2100 },
  maxYear: { min: 1900, max: 2100 },
  bedrooms: { min: 0, max: 100 },
  minArea: { min: 0, max: 1_000_000 },
  maxArea: { min: 0, max: 1_000_000 },
};

/** Whether a number filter's text is one the server takes. */
export function isFilterNumber(key: FilterKey, text: string): boolean {
  const limits = NUMBER_FILTERS[key];
  if (!limits) return false;
  if (!(limits.cents ? /^\d+(\.\d{1,2})?$/ : /^\d+$/).test(text)) return false;
  const value = Number(text);
  return value >= limits.min && value <= limits.max;
}

/** Each filter's allowed values, where the server accepts only a few. */
const CHOICE_FILTERS: Partial<Record<FilterKey, readonly string[]>> = {
  currency: ['ETB', 'USD'],
  rentPeriod: ['per day', 'per month'],
};

/** The ranges whose ends are swapped when given the wrong way round. */
const RANGES: [FilterKey, FilterKey][] = [
  ['minPrice', 'maxPrice'],
  ['minYear', 'maxYear'],
  ['minArea', 'maxArea'],
];

/** The filters a type's listings have, in the order the form shows them. */
export function filterKeysOf(type: ListingType): FilterKey[] {
  const { category, rent } = TYPE_INFO[type];
  return [...(category === 'car' ? CAR : HOUSE), ...COMMON, ...(rent ? RENT : [])];
}

export type Filters = Partial<Record<FilterKey, string>>;

/** What a browse page shows: its search words, filters, order and page, all kept in the URL. */
export interface BrowseState {
  q: string;
  filters: Filters;
  sort: BrowseSort;
  page: number;
}

/**
 * Reads a browse page's state from its URL. What the type does not have, or a value the server
 * would refuse (a word for a year), is left out, so an edited or old link still shows listings.
 */
export function browseStateOf(type: ListingType, params: URLSearchParams): BrowseState {
  const filters: Filters = {};
  for (const key of filterKeysOf(type)) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (NUMBER_FILTERS[key] && !isFilterNumber(key, value)) continue;
    const choices = CHOICE_FILTERS[key];
    if (choices && !choices.includes(value)) continue;
    filters[key] = value;
  }
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'newest';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    filters,
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query for a state: only what differs from a plain first page, in a stable order. */
export function paramsOf(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many filters are set: a range counts once. */
export function activeFilterCount(filters: Filters): number {
  const set = Object.keys(filters).filter((key) => filters[key as FilterKey]);
  return new Set(set.map((key) => key.replace(/^(min|max)/, '').toLowerCase())).size;
}

/** Whether prices are compared (a price range or a price order): they then need one currency. */
export function comparesPrices(state: Pick<BrowseState, 'filters' | 'sort'>): boolean {
  return state.sort !== 'newest' || Boolean(state.filters.minPrice || state.filters.maxPrice);
}

/**
 * The currency the list is narrowed to: the buyer's choice; ETB when prices are compared and
 * none was chosen; none otherwise.
 */
export function currencyOf(state: Pick<BrowseState, 'filters' | 'sort'>): 'ETB' | 'USD' | '' {
  const chosen = state.filters.currency;
  if (chosen === 'ETB' || chosen === 'USD') return chosen;
  return comparesPrices(state) ? 'ETB' : '';
}

/** A browse request's query as the server's schema has it, without the paging. */
type BrowseQuery = NonNullable<paths['/api/seller/carRent']['get']['parameters']['query']>;
export type ApiFilters = Omit<BrowseQuery, 'page' | 'pageSize'>;

/**
 * The browse request's filters: numbers as numbers, a range given the wrong way round put right,
 * and the currency sent whenever prices are compared (a price range or a price order).
 */
export function apiFiltersOf(state: Omit<BrowseState, 'page'>): ApiFilters {
  // Values were checked against the schema's choices when read (browseStateOf).
  const query: Record<string, string | number> = {};
  const q = state.q.trim();
  if (q) query.q = q;
  for (const [key, value] of Object.entries(state.filters) as [FilterKey, string][]) {
    if (!value || key === 'currency') continue;
    query[key] = NUMBER_FILTERS[key] ? Number(value) : value;
  }
  for (const [min, max] of RANGES) {
    const [low, high] = [query[min], query[max]];
    if (typeof low === 'number' && typeof high === 'number' && low > high) {
      query[min] = high;
      query[max] = low;
    }
  }
  const currency = currencyOf(state);
  if (currency) query.currency = currency;
  if (state.sort !== 'newest') query.sort = state.sort;
  return query;
}

/** Choosing one of these clears the ones that depend on it (a model belongs to its make). */
const DEPENDENTS: Partial<Record<FilterKey, FilterKey[]>> = {
  make: ['model'],
  region: ['city', 'subcity'],
  city: ['subcity'],
};

/** The filters with `patch` applied: empty values removed, dependent choices cleared. */
export function withFilters(filters: Filters, patch: Filters): Filters {
  const next: Filters = { ...filters, ...patch };
  for (const key of Object.keys(patch) as FilterKey[]) {
    if (patch[key] === filters[key]) continue;
    for (const dependent of DEPENDENTS[key] ?? [])
      if (!(dependent in patch)) delete next[dependent];
  }
  for (const key of Object.keys(next) as FilterKey[]) if (!next[key]?.trim()) delete next[key];
  return next;
}

/** A browse request's query: the state's filters, its page, and the grid's page size. */
export function browseParamsOf(
  state: BrowseState,
  pageSize: number,
): ApiFilters & { page: number; pageSize: number } {
  return { ...apiFiltersOf(state), page: state.page, pageSize };
}
