import type { StoredSession } from '../../app/auth/session';
import { ADMIN_SESSION } from '../../test/render';
import type {
  BuyerDataRow,
  EmployeeView,
  IncomeReport,
  SellerDataRow,
  SellerSubscriptionRow,
} from './api/staff-api';

/** Sessions of a staff member of each level (the admin is the shared test session). */
export const staffSession = (level: 1 | 2 | 3): StoredSession =>
  level === 3
    ? ADMIN_SESSION
    : {
        token: 'header.payload.signature',
        userType: 'employee',
        userDetails: {
          employeeId: 10 + level,
          employeeEmail: `staff${level}@example.et`,
          employeeRole: level,
          employeeFirstName: level === 2 ? 'Mulu' : 'Dawit',
        },
      };

/** A `{ status, data, meta }` page reply for mockApi. */
export const pageReply =
  (rows: unknown[], total = rows.length, pageSize = 15) =>
  () =>
    [200, { status: 'success', data: rows, meta: { page: 1, pageSize, total } }] as [
      number,
      unknown,
    ];

export const employee = (overrides: Partial<EmployeeView> = {}): EmployeeView => ({
  employeeId: 21,
  employeeHash: 'EMPLOYEEHASH00000000000021',
  email: 'meron@gebeya.et',
  employeeFirstName: 'Meron',
  employeeLastName: 'Alemu',
  PhoneNumber: '+251944556677',
  companyRoleId: 1,
  employeeActiveStatus: 1,
  employeeAddedDate: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

export const sellerRow = (overrides: Partial<SellerDataRow> = {}): SellerDataRow => ({
  sellerId: 7,
  sellerHash: 'SELLERHASH0000000000000007',
  email: 'abebe@example.et',
  sellerFirstName: 'Abebe',
  sellerLastName: 'Bikila',
  PhoneNumber: '+251911234567',
  sellerCountry: 'Ethiopia',
  sellerCity: 'Jimma',
  sellerAddedDate: '2026-02-01T08:00:00.000Z',
  subscription: {
    sellerSubscriptionDate: '2026-02-10T08:00:00.000Z',
    sellerSubscriptionAmount: 200,
    sellerSubscriptionCurrency: 'ETB',
    freeTrialUsed: 1,
  },
  balanceStatus: 'low',
  topUps: [
    {
      topUpId: 3,
      topUpDate: '2026-02-09T08:00:00.000Z',
      topUpAmount: 700,
      topUpCurrency: 'ETB',
      source: 'staff',
    },
  ],
  postCount: 2,
  ...overrides,
});

export const subscriptionRow = (
  overrides: Partial<SellerSubscriptionRow> = {},
): SellerSubscriptionRow => ({
  sellerId: 7,
  sellerFirstName: 'Abebe',
  sellerLastName: 'Bikila',
  email: 'abebe@example.et',
  sellerSubscriptionDate: '2026-02-10T08:00:00.000Z',
  sellerSubscriptionAmount: 200,
  sellerSubscriptionCurrency: 'ETB',
  freeTrialUsed: 1,
  balanceStatus: 'low',
  ...overrides,
});

export const buyerRow = (overrides: Partial<BuyerDataRow> = {}): BuyerDataRow => ({
  buyerId: 9,
  buyerHash: 'BUYERHASH00000000000000009',
  email: 'derartu@example.et',
  buyerFirstName: 'Derartu',
  buyerLastName: 'Tulu',
  PhoneNumber: '+251922345678',
  buyerCity: 'Arsi',
  buyerAddedDate: '2026-01-20T08:00:00.000Z',
  subscription: {
    status: 'none',
    buyerSubscriptionDate: null,
    buyerSubscriptionAmount: 0,
    buyerSubscriptionEndDate: null,
    buyerSubscriptionCurrency: 'ETB',
  },
  freeTrials: [],
  freeTrialsUsed: 0,
  ...overrides,
});

const figures = {
  buyerSubscriptionTotal: 550,
  buyerSubscriptionCount: 2,
  postCount: 5,
  paidPostCount: 3,
  postIncome: 1500,
  income: 2050,
  costsTotal: 1550.5,
  costCount: 2,
  netIncome: 499.5,
  topUpTotal: 2100,
  topUpCount: 2,
};

export const INCOME_REPORT: IncomeReport = {
  from: null,
  to: null,
  currency: 'ETB',
  postFee: 500,
  ...figures,
  months: [
    {
      ...figures,
      month: '2025-03',
      buyerSubscriptionTotal: 300,
      buyerSubscriptionCount: 1,
      postCount: 1,
      paidPostCount: 1,
      postIncome: 500,
      income: 800,
      costsTotal: 1200,
      costCount: 1,
      netIncome: -400,
      topUpTotal: 0,
      topUpCount: 0,
    },
    {
      ...figures,
      month: '2026-05',
      buyerSubscriptionTotal: 250,
      buyerSubscriptionCount: 1,
      postCount: 4,
      paidPostCount: 2,
      postIncome: 1000,
      income: 1250,
      costsTotal: 350.5,
      costCount: 1,
      netIncome: 899.5,
    },
  ],
};
