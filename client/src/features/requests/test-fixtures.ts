import type { BuyerRequest } from './api/requests-api';

/** A request as GET /api/buyer/request sends it. */
export const requestWire = (overrides: Partial<BuyerRequest> = {}): BuyerRequest => ({
  buyerRequestId: 11,
  sellerId: 1,
  buyerId: 21,
  buyerFirstName: 'Meron',
  buyerLastName: 'Alemu',
  PhoneNumber: '+251944556677',
  phoneVerified: false,
  buyerCity: 'Adama',
  buyerRequestDate: new Date(2026, 2, 7, 8, 5).toISOString(),
  listingType: 'carRent',
  postHash: 'abc123',
  listing: { title: 'Toyota Vitz', price: 2500, currency: 'ETB', rentPeriod: 'per day' },
  message: null,
  unread: false,
  ...overrides,
});

export const requestPage = (rows: BuyerRequest[], total = rows.length, page = 1) =>
  [200, { status: 'success', data: rows, meta: { page, pageSize: 10, total } }] as [
    number,
    unknown,
  ];

export const unreadReply = (count: number) => () =>
  [200, { status: 'success', data: { count } }] as [number, unknown];
