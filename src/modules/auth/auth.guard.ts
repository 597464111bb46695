import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_RULE, AccessRule, describeAccess } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CodedError, COMMON_ERRORS } from '../../common/errors/coded-error';
import { appConfig, type AppConfig } from '../../config/configuration';
import { AUTH_ERRORS } from './auth-errors';
import { TokenService } from './token.service';

/** The token from x-access-token, or from Authorization: Bearer. */
export function tokenFrom(req: Request): string | undefined {
  const header = req.header('x-access-token');
  if (header) return header.trim();
  const authorization = req.header('authorization');
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match?.[1].trim();
}

function permits(rule: AccessRule, user: AuthUser): boolean {
  switch (user.userType) {
    case 'seller':
      return rule.seller === true;
    case 'buyer':
      return rule.buyer === true;
    case 'employee':
      return user.staffLevel !== undefined && (rule.staffLevels ?? []).includes(user.staffLevel);
  }
}

/** Why the caller may not: a staff-only route names its levels, any other says who may call it. */
function refusalOf(rule: AccessRule): CodedError {
  const staffOnly = !rule.seller && !rule.buyer && rule.staffLevels?.length;
  return staffOnly
    ? AUTH_ERRORS.STAFF_LEVEL_REQUIRED({ levels: rule.staffLevels!.map(String) })
    : AUTH_ERRORS.ACCESS_DENIED({ allowed: describeAccess(rule) });
}

/** The one place access is checked: every route's declared rule against the caller's token. */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<Request>();
    const token = tokenFrom(req);
    const user = token ? await this.tokens.authenticate(token) : null;
    if (user) req.user = user;

    if (!rule) {
      // Fail closed: a route without a declaration is a bug, never an open door.
      this.logger.error(
        `No access rule on ${context.getClass().name}.${context.getHandler().name}`,
      );
      throw new ForbiddenException(COMMON_ERRORS.FORBIDDEN());
    }
    if (rule.public || (rule.publicBrowsing && this.app.publicBrowsing)) return true;
    if (!user) {
      throw new UnauthorizedException(
        token ? AUTH_ERRORS.SESSION_EXPIRED() : COMMON_ERRORS.LOGIN_REQUIRED(),
      );
    }
    if (!permits(rule, user)) throw new ForbiddenException(refusalOf(rule));
    return true;
  }
}
