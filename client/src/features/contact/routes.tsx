import { lazy } from 'react';
import type { AppRoute } from '../../app/router/route-types';

const ContactPage = lazy(() =>
  import('./pages/ContactPage').then((m) => ({ default: m.ContactPage })),
);

/** The contact-us page: any signed-in user may open it; it works for sellers and buyers. */
export const CONTACT_ROUTES: AppRoute[] = [
  {
    path: '/contact',
    nameKey: 'header.contact',
    access: { kind: 'signed-in' },
    element: <ContactPage />,
  },
];
