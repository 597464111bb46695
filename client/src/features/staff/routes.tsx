import { lazy, type ReactNode } from 'react';
import type { AppRoute } from '../../app/router/route-types';
import { LISTING_TYPES, type ListingType } from '../listings/listing-types';
import { MODERATION_PATH } from '../moderation/moderation-paths';
import {
  ADMINS,
  ALL_STAFF,
  MANAGERS,
  STAFF_PATHS,
  staffListingsPath,
  type StaffLevel,
} from './staff-paths';

const StaffLayout = lazy(() =>
  import('./components/StaffLayout').then((m) => ({ default: m.StaffLayout })),
);
const StaffDashboardPage = lazy(() =>
  import('./pages/StaffDashboardPage').then((m) => ({ default: m.StaffDashboardPage })),
);
const EmployeeListPage = lazy(() =>
  import('./pages/EmployeeListPage').then((m) => ({ default: m.EmployeeListPage })),
);
const EmployeeAddPage = lazy(() =>
  import('./pages/EmployeeAddPage').then((m) => ({ default: m.EmployeeAddPage })),
);
const EmployeeEditPage = lazy(() =>
  import('./pages/EmployeeEditPage').then((m) => ({ default: m.EmployeeEditPage })),
);
const SellerDataPage = lazy(() =>
  import('./pages/SellerDataPage').then((m) => ({ default: m.SellerDataPage })),
);
const BuyerDataPage = lazy(() =>
  import('./pages/BuyerDataPage').then((m) => ({ default: m.BuyerDataPage })),
);
const StaffListingsPage = lazy(() =>
  import('./pages/StaffListingsPage').then((m) => ({ default: m.StaffListingsPage })),
);
const CostsPage = lazy(() => import('./pages/CostsPage').then((m) => ({ default: m.CostsPage })));
// The chart lives only here, so it loads only for whoever opens the income page.
const IncomePage = lazy(() =>
  import('./pages/IncomePage').then((m) => ({ default: m.IncomePage })),
);
const ContactsPage = lazy(() =>
  import('./pages/ContactsPage').then((m) => ({ default: m.ContactsPage })),
);
const StaffHistoryPage = lazy(() =>
  import('./pages/StaffHistoryPage').then((m) => ({ default: m.StaffHistoryPage })),
);
const ModerationQueuePage = lazy(() =>
  import('../moderation/pages/ModerationQueuePage').then((m) => ({
    default: m.ModerationQueuePage,
  })),
);
const AuditLogPage = lazy(() =>
  import('./pages/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);

/** A staff page inside the back-office frame, for the given levels; without a page, not-found. */
const staffRoute = (
  path: string,
  nameKey: string,
  levels: StaffLevel[],
  page?: ReactNode,
): AppRoute => ({
  path,
  nameKey,
  access: { kind: 'signed-in', userType: 'employee', levels },
  element: page ? <StaffLayout>{page}</StaffLayout> : undefined,
});

const perType = (make: (type: ListingType) => AppRoute) => LISTING_TYPES.map(make);

/** The back-office (userType employee), with the spec's levels per page (§6). */
export const STAFF_ROUTES: AppRoute[] = [
  staffRoute(STAFF_PATHS.dashboard, 'staff.dashboard.title', ALL_STAFF, <StaffDashboardPage />),
  staffRoute(STAFF_PATHS.employees, 'staff.tiles.employees', MANAGERS, <EmployeeListPage />),
  staffRoute(STAFF_PATHS.addEmployee, 'staff.tiles.addEmployee', ADMINS, <EmployeeAddPage />),
  staffRoute('/employee/edit/:employeeHash', 'staff.form.editTitle', ADMINS, <EmployeeEditPage />),
  staffRoute(STAFF_PATHS.sellers, 'staff.tiles.sellers', MANAGERS, <SellerDataPage />),
  ...perType((type) =>
    staffRoute(
      staffListingsPath(type),
      `staff.tiles.${type}`,
      MANAGERS,
      <StaffListingsPage key={type} type={type} />,
    ),
  ),
  ...perType((type) =>
    staffRoute(
      `${staffListingsPath(type)}/:sellerId`,
      `staff.tiles.${type}`,
      MANAGERS,
      <StaffListingsPage key={`${type}-seller`} type={type} />,
    ),
  ),
  staffRoute(STAFF_PATHS.buyers, 'staff.tiles.buyers', MANAGERS, <BuyerDataPage />),
  staffRoute(
    STAFF_PATHS.sellerContact,
    'staff.tiles.sellerContact',
    MANAGERS,
    <ContactsPage key="seller" sender="seller" />,
  ),
  staffRoute(
    STAFF_PATHS.buyerContact,
    'staff.tiles.buyerContact',
    MANAGERS,
    <ContactsPage key="buyer" sender="buyer" />,
  ),
  staffRoute(STAFF_PATHS.history, 'staff.tiles.history', MANAGERS, <StaffHistoryPage />),
  staffRoute(STAFF_PATHS.costs, 'staff.tiles.costs', MANAGERS, <CostsPage />),
  staffRoute(STAFF_PATHS.income, 'staff.tiles.income', MANAGERS, <IncomePage />),
  staffRoute(MODERATION_PATH, 'moderation.queue.title', MANAGERS, <ModerationQueuePage />),
  staffRoute(STAFF_PATHS.audit, 'staff.tiles.audit', ADMINS, <AuditLogPage />),
];
