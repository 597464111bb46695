import { lazy, type ReactNode } from 'react';
import { MessagePage } from '../../features/access/pages/MessagePage';
import { HomePage } from '../../features/home/pages/HomePage';
import type { UserType } from '../auth/session';

const AboutPage = lazy(() =>
  import('../../features/marketing/pages/AboutPage').then((m) => ({ default: m.AboutPage })),
);
const ServicesPage = lazy(() =>
  import('../../features/marketing/pages/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);

/** Who may open a route: everyone, or signed-in users of a type (and employee levels). */
export type RouteAccess =
  { kind: 'public' } | { kind: 'signed-in'; userType?: UserType; levels?: number[] };

export interface AppRoute {
  path: string;
  /** i18n key of the page's name (also what the chat assistant matches on). */
  nameKey: string;
  access: RouteAccess;
  /** Absent while the page is not built yet: the guard still applies, then the not-found page. */
  element?: ReactNode;
}

const PUBLIC: RouteAccess = { kind: 'public' };
const SIGNED_IN: RouteAccess = { kind: 'signed-in' };

/**
 * The route catalogue: the router and its guards are built from this list, and so is every other
 * place that needs to know which pages exist and who may open them.
 */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', nameKey: 'header.home', access: PUBLIC, element: <HomePage /> },
  { path: '/about', nameKey: 'header.about', access: PUBLIC, element: <AboutPage /> },
  { path: '/service', nameKey: 'header.services', access: PUBLIC, element: <ServicesPage /> },
  {
    path: '/unauthorized',
    nameKey: 'guard.unauthorizedTitle',
    access: PUBLIC,
    element: <MessagePage titleKey="guard.unauthorizedTitle" textKey="guard.unauthorizedText" />,
  },
  {
    path: '/Otherunauthorized',
    nameKey: 'guard.unauthorizedTitle',
    access: PUBLIC,
    element: <MessagePage titleKey="guard.unauthorizedTitle" textKey="guard.unauthorizedText" />,
  },
  {
    path: '/onlyEmployee',
    nameKey: 'guard.onlyEmployees',
    access: PUBLIC,
    element: <MessagePage titleKey="guard.onlyEmployees" />,
  },
  {
    path: '/buyersOnly',
    nameKey: 'guard.onlyBuyers',
    access: PUBLIC,
    element: <MessagePage titleKey="guard.onlyBuyers" />,
  },
  { path: '/getCarRent', nameKey: 'home.tiles.carRent', access: SIGNED_IN },
  { path: '/getHouseRent', nameKey: 'home.tiles.houseRent', access: SIGNED_IN },
  { path: '/getCarSell', nameKey: 'home.tiles.carSell', access: SIGNED_IN },
  { path: '/getHouseSell', nameKey: 'home.tiles.houseSell', access: SIGNED_IN },
  { path: '/contact', nameKey: 'header.contact', access: SIGNED_IN },
];
