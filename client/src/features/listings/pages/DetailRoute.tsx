import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { detailQuery } from '../api/listings-api';
import type { ListingType } from '../listing-types';

const DetailPage = lazy(() => import('./DetailPage').then((m) => ({ default: m.DetailPage })));

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
