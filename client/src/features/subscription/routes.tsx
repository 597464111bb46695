import { lazy } from 'react';
import type { AppRoute } from '../../app/router/route-types';
import { BUYER_SUBSCRIBE_PATH } from './subscription-paths';

const BuyerSubscriptionPage = lazy(() =>
  import('./pages/BuyerSubscriptionPage').then((m) => ({ default: m.BuyerSubscriptionPage })),
);

/** The subscription pages outside the seller area (buyers only). */
export const SUBSCRIPTION_ROUTES: AppRoute[] = [
  {
    path: BUYER_SUBSCRIBE_PATH,
    nameKey: 'subscription.buyer.title',
    access: { kind: 'signed-in', userType: 'buyer' },
    element: <BuyerSubscriptionPage />,
  },
];
