import type { StoredSession } from '../app/auth/session';

/** Stored sessions as the login page leaves them, one per kind of account. */
export const SELLER_SESSION: StoredSession = {
  token: 'header.payload.signature',
  userType: 'seller',
  userDetails: {
    sellerId: 1,
    sellerEmail: 'abebe@example.et',
    sellerFirstName: 'Abebe',
    sellerLastName: 'Kebede',
  },
};
export const BUYER_SESSION: StoredSession = {
  token: 'header.payload.signature',
  userType: 'buyer',
  userDetails: {
    buyerId: 2,
    buyerEmail: 'hanna@example.et',
    buyerFirstName: 'Hanna',
    buyerLastName: 'Tesfaye',
  },
};
export const ADMIN_SESSION: StoredSession = {
  token: 'header.payload.signature',
  userType: 'employee',
  userDetails: {
    employeeId: 3,
    employeeEmail: 'selam@example.et',
    employeeRole: 3,
    employeeFirstName: 'Selam',
  },
};
