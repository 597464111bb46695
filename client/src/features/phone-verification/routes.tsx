import { lazy } from 'react';
import type { AppRoute } from '../../app/router/route-types';
import { PHONE_VERIFICATION_PATH } from './phone-paths';

const PhoneVerificationPage = lazy(() =>
  import('./pages/PhoneVerificationPage').then((m) => ({ default: m.PhoneVerificationPage })),
);

/** Sellers and buyers verify their phone number here (staff have nothing to verify). */
export const PHONE_VERIFICATION_ROUTES: AppRoute[] = [
  {
    path: PHONE_VERIFICATION_PATH,
    nameKey: 'phone.title',
    access: { kind: 'signed-in' },
    element: <PhoneVerificationPage />,
  },
];
