import { lazy } from 'react';
import type { AppRoute } from '../../app/router/route-types';

const RenewByLinkPage = lazy(() =>
  import('./pages/RenewByLinkPage').then((m) => ({ default: m.RenewByLinkPage })),
);

/** The reminder e-mail's one-click renewal: its signed link is the permission. */
export const RENEWAL_ROUTES: AppRoute[] = [
  {
    path: '/renew/:token',
    nameKey: 'renewal.link.title',
    access: { kind: 'public' },
    element: <RenewByLinkPage />,
  },
];
