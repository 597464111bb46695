import { lazy, type ReactNode } from 'react';
import type { AppRoute, RouteAccess } from '../../app/router/route-types';
import { SaversOnly } from './components/SaversOnly';
import { ALERTS_PATH, FAVOURITES_PATH, SAVED_SEARCHES_PATH, UNSUBSCRIBE_PATH } from './saved-paths';

const FavouritesPage = lazy(() =>
  import('./pages/FavouritesPage').then((m) => ({ default: m.FavouritesPage })),
);
const SavedSearchesPage = lazy(() =>
  import('./pages/SavedSearchesPage').then((m) => ({ default: m.SavedSearchesPage })),
);
const AlertsPage = lazy(() =>
  import('./pages/AlertsPage').then((m) => ({ default: m.AlertsPage })),
);
const UnsubscribePage = lazy(() =>
  import('./pages/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);

/** Sellers and buyers keep favourites and saved searches; staff are told they have none. */
const SAVERS: RouteAccess = { kind: 'signed-in' };
const saversOnly = (page: ReactNode) => <SaversOnly>{page}</SaversOnly>;

export const SAVED_ROUTES: AppRoute[] = [
  {
    path: FAVOURITES_PATH,
    nameKey: 'saved.favourites.title',
    access: SAVERS,
    element: saversOnly(<FavouritesPage />),
  },
  {
    path: SAVED_SEARCHES_PATH,
    nameKey: 'saved.searches.title',
    access: SAVERS,
    element: saversOnly(<SavedSearchesPage />),
  },
  {
    path: ALERTS_PATH,
    nameKey: 'saved.alerts.title',
    access: SAVERS,
    element: saversOnly(<AlertsPage />),
  },
  {
    path: UNSUBSCRIBE_PATH,
    nameKey: 'saved.unsubscribe.title',
    access: { kind: 'public' },
    element: <UnsubscribePage />,
  },
];
