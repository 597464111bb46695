import { usePrefetchQuery } from '@tanstack/react-query';
import i18n from '../../../app/i18n';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { AppRoute } from '../../../app/router/route-types';
import { preloadableLazy } from '../../../shared/components/preloadable-lazy';
import { prefetchFavourites } from '../../saved/hooks/use-saved';
import { useSearchParams } from 'react-router-dom';
import { browseQuery } from '../api/listings-api';
import { browseParamsOf, browseStateOf } from '../filters/browse-filters';
import { gridColumnsNow, ROWS_PER_PAGE, useGridColumns } from '../hooks/useGridColumns';
import type { ListingType } from '../listing-types';

const { Component: BrowsePage, preload: loadBrowsePage } = preloadableLazy(() =>
  import('./BrowsePage').then((m) => m.BrowsePage),
);

/** The page of listings a browse URL names (search, filters, order, page), at the grid's size. */
function urlBrowseQuery(
  type: ListingType,
  search: URLSearchParams,
  columns: number,
  fallback: string,
) {
  return browseQuery(
    type,
    browseParamsOf(browseStateOf(type, search), ROWS_PER_PAGE * columns),
    fallback,
  );
}

/**
 * A browse page's code, the page of listings its URL names and the hearts' favourites, asked for
 * as the app starts on it.
 */
export function preloadBrowse(type: ListingType): NonNullable<AppRoute['preload']> {
  return ({ search }, queryClient, session) => {
    void loadBrowsePage();
    void queryClient.prefetchQuery(
      urlBrowseQuery(type, search, gridColumnsNow(), i18n.t(`listings.failed.${type}`)),
    );
    prefetchFavourites(queryClient, session);
  };
}

/**
 * A browse page's route: asks for the page of listings its URL names (search, filters, order,
 * page) while the page's code is still loading, instead of after it, so the cards and their
 * photos come one round trip sooner.
 */
export function BrowseRoute({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const columns = useGridColumns();
  const [params] = useSearchParams();
  usePrefetchQuery(urlBrowseQuery(type, params, columns, t(`listings.failed.${type}`)));
  return <BrowsePage type={type} />;
}
