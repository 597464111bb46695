export type UserType = 'seller' | 'buyer' | 'employee';

/** Staff levels: 1 Employee, 2 Manager, 3 Admin. */
export type StaffLevel = 1 | 2 | 3;
export const ALL_STAFF_LEVELS: StaffLevel[] = [1, 2, 3];
/** Managers and admins: the levels of the back-office pages about sellers, buyers and money. */
export const MANAGER_LEVELS: StaffLevel[] = [2, 3];

/** The caller, as proven by a valid, unrevoked token. Never taken from a body, query or header id. */
export interface AuthUser {
  userType: UserType;
  /** sellerId, buyerId or employeeId, according to userType. */
  id: number;
  /** Set for employees only. */
  staffLevel?: StaffLevel;
}

/** What the signed token carries. */
export interface TokenPayload {
  sub: number;
  userType: UserType;
  employeeRole?: StaffLevel;
  /** The account's token version when issued; a password reset bumps it and revokes the token. */
  ver: number;
  /** When the token stops being accepted (seconds since 1970): set when it is signed. */
  exp?: number;
}
