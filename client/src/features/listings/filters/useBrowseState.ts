import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListingType } from '../listing-types';
import {
  browseStateOf,
  paramsOf,
  withFilters,
  type BrowseSort,
  type BrowseState,
  type Filters,
} from './browse-filters';

/**
 * A browse page's search, filters, order and page, kept in the URL: the back button undoes a
 * change, a reload or a shared link shows the same list. A change of what is shown starts again
 * from the first page; typing in the search box replaces its history entry instead of adding one.
 */
export function useBrowseState(type: ListingType) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => browseStateOf(type, params), [type, params]);

  const update = useCallback(
    (change: (state: BrowseState) => BrowseState, replace = false) =>
      setParams((current) => paramsOf(change(browseStateOf(type, current))), { replace }),
    [type, setParams],
  );

  const actions = useMemo(
    () => ({
      setFilters: (patch: Filters) =>
        update((s) => ({ ...s, filters: withFilters(s.filters, patch), page: 1 })),
      setSort: (sort: BrowseSort) => update((s) => ({ ...s, sort, page: 1 })),
      setQ: (q: string) => update((s) => ({ ...s, q, page: 1 }), true),
      setPage: (page: number) => update((s) => ({ ...s, page })),
      /** Every filter and the order; the search words stay (their box clears them). */
      clearAll: () => update((s) => ({ ...s, filters: {}, sort: 'newest', page: 1 })),
    }),
    [update],
  );
  return { state, ...actions };
}

export type BrowseControls = ReturnType<typeof useBrowseState>;
