import { lazy } from 'react';
import type { AppRoute } from '../../app/router/route-types';
import { SubscribeRedirect } from './pages/SubscribeRedirect';
import { BUYER_SUBSCRIBE_PATH, SUBSCRIBE_REDIRECT_PATH } from './subscription-paths';

const BuyerSubscriptionPage = lazy(() =>
  import('./pages/BuyerSubscriptionPage').then((m) => ({ default: m.BuyerSubscriptionPage })),
);

/** The subscription pages outside the seller area: the buyer's, and /subscribe for either. */
export const SUBSCRIPTION_ROUTES: AppRoute[] = [
  {
    path: BUYER_SUBSCRIBE_PATH,
    nameKey: 'subscription.buyer.title',
    access: { kind: 'signed-in', userType: 'buyer' },
    element: <BuyerSubscriptionPage />,
  },
  {
    path: SUBSCRIBE_REDIRECT_PATH,
    nameKey: 'header.subscribe',
    access: { kind: 'signed-in' },
    element: <SubscribeRedirect />,
  },
];
