import { usePrefetchQuery } from '@tanstack/react-query';
import i18n from '../../../app/i18n';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { AppRoute } from '../../../app/router/route-types';
import { preloadableLazy } from '../../../shared/components/preloadable-lazy';
import { prefetchFavourites } from '../../saved/hooks/use-saved';
import { useParams } from 'react-router-dom';
import { detailQuery } from '../api/listings-api';
import type { ListingType } from '../listing-types';

const { Component: DetailPage, preload: loadDetailPage } = preloadableLazy(() =>
  import('./DetailPage').then((m) => m.DetailPage),
);

/**
 * A listing page's code, its listing and the heart's favourites, asked for as the app starts on
 * the page.
 */
export function preloadDetail(type: ListingType): NonNullable<AppRoute['preload']> {
  return ({ params }, queryClient, session) => {
    void loadDetailPage();
    void queryClient.prefetchQuery(
      detailQuery(type, params.postHash ?? '', i18n.t(`listings.failed.${type}`)),
    );
    prefetchFavourites(queryClient, session);
  };
}

/**
 * A listing page's route: asks for the listing while the page's code is still loading and the
 * stored session is being checked, instead of after both, so its photo and text come one round
 * trip sooner.
 */
export function DetailRoute({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const { postHash = '' } = useParams();
  usePrefetchQuery(detailQuery(type, postHash, t(`listings.failed.${type}`)));
  return <DetailPage type={type} />;
}
