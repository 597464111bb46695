import { lazy, type ReactNode } from 'react';
import type { AppRoute, RouteAccess } from '../../app/router/route-types';
import { LISTING_TYPES, type ListingType } from '../listings/listing-types';
import {
  DASHBOARD_PATH,
  HISTORY_PATH,
  MARK_DONE_PATH,
  ownListPath,
  POST_PATH,
  REQUEST_PATH,
  SUBSCRIBE_PATH,
} from './seller-paths';

const SellerLayout = lazy(() =>
  import('./components/SellerLayout').then((m) => ({ default: m.SellerLayout })),
);
const SellerDashboardPage = lazy(() =>
  import('./pages/SellerDashboardPage').then((m) => ({ default: m.SellerDashboardPage })),
);
const PostListingPage = lazy(() =>
  import('./pages/PostListingPage').then((m) => ({ default: m.PostListingPage })),
);
const OwnListingsPage = lazy(() =>
  import('./pages/OwnListingsPage').then((m) => ({ default: m.OwnListingsPage })),
);
const EditListingPage = lazy(() =>
  import('./pages/EditListingPage').then((m) => ({ default: m.EditListingPage })),
);
const DeleteListingPage = lazy(() =>
  import('./pages/DeleteListingPage').then((m) => ({ default: m.DeleteListingPage })),
);
const SellerSubscriptionPage = lazy(() =>
  import('./pages/SellerSubscriptionPage').then((m) => ({ default: m.SellerSubscriptionPage })),
);

const BuyerRequestsPage = lazy(() =>
  import('../requests/pages/BuyerRequestsPage').then((m) => ({ default: m.BuyerRequestsPage })),
);
const MarkDonePage = lazy(() =>
  import('../history/pages/MarkDonePage').then((m) => ({ default: m.MarkDonePage })),
);
const SellerHistoryPage = lazy(() =>
  import('../history/pages/SellerHistoryPage').then((m) => ({ default: m.SellerHistoryPage })),
);

const SELLER: RouteAccess = { kind: 'signed-in', userType: 'seller' };

/** A seller page inside the seller frame; without a page the guard applies, then not-found. */
const sellerRoute = (path: string, nameKey: string, page?: ReactNode): AppRoute => ({
  path,
  nameKey,
  access: SELLER,
  element: page ? <SellerLayout>{page}</SellerLayout> : undefined,
});

const perType = (make: (type: ListingType) => AppRoute) => LISTING_TYPES.map(make);

/** The seller area's pages (userType seller). */
export const SELLER_ROUTES: AppRoute[] = [
  sellerRoute(DASHBOARD_PATH, 'seller.dashboard.title', <SellerDashboardPage />),
  ...perType((type) =>
    sellerRoute(POST_PATH[type], `seller.post.${type}`, <PostListingPage type={type} />),
  ),
  ...perType((type) =>
    sellerRoute(ownListPath(type), `seller.own.${type}`, <OwnListingsPage type={type} />),
  ),
  ...perType((type) =>
    sellerRoute(
      `${ownListPath(type)}/edit/:postHash`,
      `seller.edit.title.${type}`,
      <EditListingPage type={type} />,
    ),
  ),
  ...perType((type) =>
    sellerRoute(
      `${ownListPath(type)}/delete/:postHash`,
      `seller.delete.title.${type}`,
      <DeleteListingPage type={type} />,
    ),
  ),
  sellerRoute(SUBSCRIBE_PATH, 'seller.menu.subscribe', <SellerSubscriptionPage />),
  sellerRoute(REQUEST_PATH, 'seller.menu.request', <BuyerRequestsPage />),
  sellerRoute(HISTORY_PATH, 'seller.menu.history', <SellerHistoryPage />),
  ...perType((type) =>
    sellerRoute(
      `${MARK_DONE_PATH[type]}/:postHash`,
      `history.mark.title.${type}`,
      <MarkDonePage key={type} type={type} />,
    ),
  ),
];
