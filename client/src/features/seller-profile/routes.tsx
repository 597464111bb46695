import { lazy } from 'react';
import type { AppRoute } from '../../app/router/route-types';

const SellerProfilePage = lazy(() =>
  import('./pages/SellerProfilePage').then((m) => ({ default: m.SellerProfilePage })),
);

/** A seller's public profile: open like the browse pages. */
export const SELLER_PROFILE_ROUTES: AppRoute[] = [
  {
    path: '/sellers/:sellerHash',
    nameKey: 'sellerProfile.title',
    access: { kind: 'signed-in', publicBrowsing: true },
    element: <SellerProfilePage />,
  },
];
