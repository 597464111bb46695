import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { COMMON_ERRORS } from '../errors/coded-error';
import type { AuthUser } from './auth-user';

declare module 'express' {
  interface Request {
    user?: AuthUser;
  }
}

/** The caller proven by the token (set by the AuthGuard). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user) throw new UnauthorizedException(COMMON_ERRORS.LOGIN_REQUIRED());
  return user;
});

/** The caller proven by the token, or null for a visitor (routes that also serve visitors). */
export const CurrentUserOrVisitor = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | null =>
    ctx.switchToHttp().getRequest<Request>().user ?? null,
);
