import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
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
 * The query in the address bar now. The router renders a change of URL as a transition, so a
 * second change made before that render lands (a make, then at once an order, on a slow phone)
 * would otherwise build on the query the page last rendered and drop the first. Routing kept in
 * memory (no address bar) has only the rendered query.
 */
function latestParams(rendered: URLSearchParams, pathname: string): URLSearchParams {
  return window.location.pathname === pathname
    ? new URLSearchParams(window.location.search)
    : rendered;
}

/**
 * A browse page's search, filters, order and page, kept in the URL: the back button undoes a
 * change, a reload or a shared link shows the same list. A change of what is shown starts again
 * from the first page; typing in the search box replaces its history entry instead of adding one.
 */
export function useBrowseState(type: ListingType) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => browseStateOf(type, params), [type, params]);

  const update = useCallback(
    (change: (state: BrowseState) => BrowseState, replace = false) =>
      setParams(
        (rendered) => paramsOf(change(browseStateOf(type, latestParams(rendered, pathname)))),
        { replace },
      ),
    [type, setParams, pathname],
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
