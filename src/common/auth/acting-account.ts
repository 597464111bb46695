import { BadRequestException, ForbiddenException } from '@nestjs/common';
import type { AuthUser, StaffLevel, UserType } from './auth-user';

export interface ActingAccountOptions {
  /** Staff of these levels may name any account of the type (the back-office pages). */
  staffLevels?: StaffLevel[];
}

/** An account id sent by a client: undefined when absent, 400 when it is not a positive integer. */
export function parseAccountId(claimed: unknown): number | undefined {
  if (claimed === undefined || claimed === null || claimed === '') return undefined;
  const id = Number(claimed);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new BadRequestException('The account id is not valid.');
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
  type: Exclude<UserType, 'employee'>,
  claimed?: unknown,
  options: ActingAccountOptions = {},
): number {
  const claimedId = parseAccountId(claimed);
  if (user.userType === type) {
    if (claimedId !== undefined && claimedId !== user.id) {
      throw new ForbiddenException(`You can only act on your own ${type} account.`);
    }
    return user.id;
  }
  const isAllowedStaff =
    user.userType === 'employee' &&
    user.staffLevel !== undefined &&
    (options.staffLevels ?? []).includes(user.staffLevel);
  if (!isAllowedStaff) throw new ForbiddenException(`Only ${type}s can do this.`);
  if (claimedId === undefined) throw new BadRequestException(`${type}Id is required.`);
  return claimedId;
}
