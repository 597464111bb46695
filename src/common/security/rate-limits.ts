import {
  applyDecorators,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard, ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { ACCOUNT_ERRORS } from '../errors/account-errors';
import { ErrorBody } from '../http/error-body.dto';

/** The routes an attacker would hammer, each with its own limits (see `rateLimitThrottlers`). */
export type RateLimitedAction = 'sign-in' | 'registration' | 'phone-verification';

/** Phone verification requests (send a code, confirm it, change the number) per account a minute. */
export const PHONE_VERIFICATION_PER_MINUTE = 30;

const ACTION = 'gebeya:rate-limited-action';

function actionOf(context: ExecutionContext): RateLimitedAction | undefined {
  return Reflect.getMetadata(ACTION, context.getHandler()) as RateLimitedAction | undefined;
}

export interface RateLimitSettings {
  /** Sign-in, send-OTP and reset attempts per minute for one e-mail from one address. */
  perAccountPerMinute: number;
  /** The same attempts per minute from one address, whatever the e-mails (credential stuffing). */
  perAddressPerMinute: number;
  /** New accounts per hour from one address. */
  registrationsPerHour: number;
}

const emailOf = (req: Request): string => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** The signed-in caller (the access guard has run), or the address of one who is not. */
const accountOf = (req: Request): string => {
  const user = (req as Request & { user?: AuthUser }).user;
  return user ? `${user.userType}:${user.id}` : String(req.ip);
};

/** One counter per address for all routes of the action, not one per route. */
const sharedKey = (_context: ExecutionContext, tracker: string, name: string) =>
  `${name}:${tracker}`;

/**
 * The named limits. Each applies only to routes marked with its action; 'default' serves the
 * other throttled routes (the chat sets its own limit on it).
 */
export function rateLimitThrottlers(settings: RateLimitSettings): ThrottlerOptions[] {
  const only = (action: RateLimitedAction) => (context: ExecutionContext) =>
    actionOf(context) !== action;
  return [
    { name: 'default', ttl: 60_000, limit: 60, skipIf: (context) => !!actionOf(context) },
    {
      // Keyed on the e-mail too, so one guesser does not lock out everyone behind the same
      // mobile-carrier address.
      name: 'sign-in-account',
      ttl: 60_000,
      limit: settings.perAccountPerMinute,
      skipIf: only('sign-in'),
      getTracker: (req) => `${(req as Request).ip}|${emailOf(req as Request)}`,
    },
    {
      name: 'sign-in-address',
      ttl: 60_000,
      limit: settings.perAddressPerMinute,
      skipIf: only('sign-in'),
      getTracker: (req) => String((req as Request).ip),
      generateKey: sharedKey,
    },
    {
      // Keyed on the signed-in account: each code's own tries and the codes an hour are counted
      // with the codes; this keeps one account from hammering the routes in between.
      name: 'phone-verification',
      ttl: 60_000,
      limit: PHONE_VERIFICATION_PER_MINUTE,
      skipIf: only('phone-verification'),
      getTracker: (req) => accountOf(req as Request),
      generateKey: sharedKey,
    },
    {
      name: 'registration',
      ttl: 3_600_000,
      limit: settings.registrationsPerHour,
      skipIf: only('registration'),
      getTracker: (req) => String((req as Request).ip),
      generateKey: sharedKey,
    },
  ];
}

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected throwThrottlingException(context: ExecutionContext): Promise<void> {
    const refusal =
      actionOf(context) === 'registration'
        ? ACCOUNT_ERRORS.TOO_MANY_REGISTRATIONS()
        : ACCOUNT_ERRORS.TOO_MANY_SIGN_IN_ATTEMPTS();
    throw new HttpException(refusal, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Limits how often one client may attempt this action (429 with a clear message after). */
export const RateLimited = (action: RateLimitedAction) =>
  applyDecorators(
    SetMetadata(ACTION, action),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts.', type: ErrorBody }),
  );
