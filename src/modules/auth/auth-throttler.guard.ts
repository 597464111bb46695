import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Limits sign-in and reset attempts per e-mail and client address. Keying on the e-mail too keeps
 * one guesser from locking out everyone behind the same mobile-carrier address.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected getTracker(req: Record<string, unknown>): Promise<string> {
    const request = req as unknown as Request;
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return Promise.resolve(`${request.ip}|${email}`);
  }

  protected throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new ThrottlerException(TOO_MANY_ATTEMPTS);
  }
}
