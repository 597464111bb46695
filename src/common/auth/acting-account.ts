import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '../errors/account-errors';
import type { AuthUser, StaffLevel, UserType } from './auth-user';

type ActingType = Exclude<UserType, 'employee'>;

/** Each refusal names the account type, so it has one code per type. */
const REFUSALS = {
  seller: {
    notOwn: ACCOUNT_ERRORS.NOT_OWN_SELLER_ACCOUNT,
    typeOnly: ACCOUNT_ERRORS.SELLERS_ONLY,
    staffMustName: ACCOUNT_ERRORS.STAFF_MUST_NAME_SELLER,
  },
  buyer: {
    notOwn: ACCOUNT_ERRORS.NOT_OWN_BUYER_ACCOUNT,
    typeOnly: ACCOUNT_ERRORS.BUYERS_ONLY,
    staffMustName: ACCOUNT_ERRORS.STAFF_MUST_NAME_BUYER,
  },
} as const;

export interface ActingAccountOptions {
  /** Staff of these levels may name any account of the type (the back-office pages). */
  staffLevels?: StaffLevel[];
}

/** An account id sent by a client: undefined when absent, 400 when it is not a positive integer. */
export function parseAccountId(claimed: unknown): number | undefined {
  if (claimed === undefined || claimed === null || claimed === '') return undefined;
  const id = Number(claimed);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new BadRequestException(ACCOUNT_ERRORS.ACCOUNT_ID_INVALID());
  }
  return id;
}

/**
 * The account an operation acts on. The token decides: an id in the query, body or a header is
 * accepted only when it names the caller's own account (or the caller is staff of an allowed
 * level, who must name one). Anything else is a 403, never a silent switch of account.
 */
export function resolveActingAccountId(
  user: AuthUser,
  type: ActingType,
  claimed?: unknown,
  options: ActingAccountOptions = {},
): number {
  const claimedId = parseAccountId(claimed);
  const refusals = REFUSALS[type];
  if (user.userType === type) {
    if (claimedId !== undefined && claimedId !== user.id) {
      throw new ForbiddenException(refusals.notOwn());
    }
    return user.id;
  }
  const isAllowedStaff =
    user.userType === 'employee' &&
    user.staffLevel !== undefined &&
    (options.staffLevels ?? []).includes(user.staffLevel);
  if (!isAllowedStaff) throw new ForbiddenException(refusals.typeOnly());
  if (claimedId === undefined) throw new BadRequestException(refusals.staffMustName());
  return claimedId;
}
