import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiSecurity,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../http/error-body.dto';
import { ALL_STAFF_LEVELS, StaffLevel } from './auth-user';

/** Who may call a route. Every route declares one; the global AuthGuard enforces it. */
export interface AccessRule {
  public?: boolean;
  seller?: boolean;
  buyer?: boolean;
  /** Staff levels allowed; absent or empty means no staff. */
  staffLevels?: StaffLevel[];
  /** Also anyone, signed in or not, while the operator opens browsing (PUBLIC_BROWSING). */
  publicBrowsing?: boolean;
}

export const ACCESS_RULE = 'access-rule';

export function describeAccess(rule: AccessRule): string {
  if (rule.public) return 'Public.';
  const who = [
    rule.seller && 'sellers',
    rule.buyer && 'buyers',
    rule.staffLevels?.length && `staff of level ${rule.staffLevels.join(', ')}`,
  ].filter(Boolean);
  if (rule.publicBrowsing) return `Signed-in ${who.join(', ')}; anyone when PUBLIC_BROWSING is on.`;
  return `Signed-in ${who.join(', ')} only.`;
}

/** Declares the route's access rule and documents it (security schemes, 401 and 403) in Swagger. */
export function Allow(rule: AccessRule) {
  const decorators: (ClassDecorator & MethodDecorator)[] = [SetMetadata(ACCESS_RULE, rule)];
  if (!rule.public) {
    decorators.push(
      ApiSecurity('x-access-token'),
      ApiBearerAuth('bearer'),
      ApiUnauthorizedResponse({ description: 'No valid token. Please log in.', type: ErrorBody }),
      ApiForbiddenResponse({ description: describeAccess(rule), type: ErrorBody }),
    );
  }
  return applyDecorators(...decorators);
}

/** Anyone, signed in or not. */
export const Public = () => Allow({ public: true });
/** Any signed-in seller, buyer or employee. */
export const SignedIn = () => Allow({ seller: true, buyer: true, staffLevels: ALL_STAFF_LEVELS });
/** What browsing reads: any signed-in user, and visitors too when the operator opens browsing. */
export const SignedInOrPublicBrowsing = () =>
  Allow({ seller: true, buyer: true, staffLevels: ALL_STAFF_LEVELS, publicBrowsing: true });
export const SellersOnly = () => Allow({ seller: true });
export const BuyersOnly = () => Allow({ buyer: true });
/** Employees of the given levels (1 Employee, 2 Manager, 3 Admin). */
export const StaffOnly = (...levels: StaffLevel[]) => Allow({ staffLevels: levels });
