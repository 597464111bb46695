import { lazy } from 'react';
import { MessagePage } from '../../features/access/pages/MessagePage';
import { CONTACT_ROUTES } from '../../features/contact/routes';
import { HomePage } from '../../features/home/pages/HomePage';
import { LISTING_TYPES, TYPE_INFO } from '../../features/listings/listing-types';
import { BrowseRoute, preloadBrowse } from '../../features/listings/pages/BrowseRoute';
import { DetailRoute, preloadDetail } from '../../features/listings/pages/DetailRoute';
import { PAYMENT_ROUTES } from '../../features/payment/routes';
import { SAVED_ROUTES } from '../../features/saved/routes';
import { PHONE_VERIFICATION_ROUTES } from '../../features/phone-verification/routes';
import { RENEWAL_ROUTES } from '../../features/renewal/routes';
import { SELLER_ROUTES } from '../../features/seller/routes';
import { SELLER_PROFILE_ROUTES } from '../../features/seller-profile/routes';
import { STAFF_ROUTES } from '../../features/staff/routes';
import { SUBSCRIPTION_ROUTES } from '../../features/subscription/routes';
import type { AppRoute, RouteAccess } from './route-types';

const AboutPage = lazy(() =>
  import('../../features/marketing/pages/AboutPage').then((m) => ({ default: m.AboutPage })),
);
const ServicesPage = lazy(() =>
  import('../../features/marketing/pages/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);
const LoginPage = lazy(() =>
  import('../../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const OtpPage = lazy(() =>
  import('../../features/auth/pages/OtpPage').then((m) => ({ default: m.OtpPage })),
);
const RegisterChooserPage = lazy(() =>
  import('../../features/auth/pages/RegisterChooserPage').then((m) => ({
    default: m.RegisterChooserPage,
  })),
);
const RegisterPage = lazy(() =>
  import('../../features/auth/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);

const PUBLIC: RouteAccess = { kind: 'public' };
const GUEST: RouteAccess = { kind: 'guest' };
/** The listings: signed in as the spec has it, unless the operator opens browsing to visitors. */
const BROWSING: RouteAccess = { kind: 'signed-in', publicBrowsing: true };

/**
 * The route catalogue: the router and its guards are built from this list, and so is every other
 * place that needs to know which pages exist and who may open them.
 */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', nameKey: 'header.home', access: PUBLIC, element: <HomePage /> },
  { path: '/about', nameKey: 'header.about', access: PUBLIC, element: <AboutPage /> },
  { path: '/service', nameKey: 'header.services', access: PUBLIC, element: <ServicesPage /> },
  { path: '/login', nameKey: 'header.login', access: PUBLIC, element: <LoginPage /> },
  { path: '/otp', nameKey: 'auth.otpTitle', access: PUBLIC, element: <OtpPage /> },
  {
    path: '/register',
    nameKey: 'header.register',
    access: GUEST,
    element: <RegisterChooserPage />,
  },
  {
    path: '/sellerRegister',
    nameKey: 'auth.sellerTitle',
    access: GUEST,
    element: <RegisterPage kind="seller" />,
  },
  {
    path: '/buyerRegister',
    nameKey: 'auth.buyerTitle',
    access: GUEST,
    element: <RegisterPage kind="buyer" />,
  },
  {
    // Where the back-office sends staff whose level does not open the page.
    path: '/unauthorized',
    nameKey: 'guard.unauthorizedTitle',
    access: PUBLIC,
    element: <MessagePage titleKey="guard.unauthorizedTitle" textKey="guard.noAuthorization" />,
  },
  {
    // Where the seller pages send everyone but sellers.
    path: '/Otherunauthorized',
    nameKey: 'guard.onlySellers',
    access: PUBLIC,
    element: <MessagePage titleKey="guard.onlySellers" />,
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
  ...LISTING_TYPES.flatMap((type): AppRoute[] => [
    {
      path: TYPE_INFO[type].browsePath,
      nameKey: TYPE_INFO[type].titleKey,
      access: BROWSING,
      element: <BrowseRoute key={type} type={type} />,
      preload: preloadBrowse(type),
    },
    {
      path: `/seller/${TYPE_INFO[type].segment}/:postHash`,
      nameKey: TYPE_INFO[type].titleKey,
      access: BROWSING,
      element: <DetailRoute key={type} type={type} />,
      preload: preloadDetail(type),
    },
  ]),
  ...CONTACT_ROUTES,
  ...SELLER_ROUTES,
  ...SELLER_PROFILE_ROUTES,
  ...SUBSCRIPTION_ROUTES,
  ...PAYMENT_ROUTES,
  ...PHONE_VERIFICATION_ROUTES,
  ...RENEWAL_ROUTES,
  ...SAVED_ROUTES,
  ...STAFF_ROUTES,
];
