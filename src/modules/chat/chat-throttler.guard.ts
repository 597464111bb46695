import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CHAT_ERRORS } from './chat-errors';

export const CHAT_LIMIT_PER_MINUTE = 20;

/** Limits each signed-in user's messages, whoever shares their address. */
@Injectable()
export class ChatThrottlerGuard extends ThrottlerGuard {
  protected getTracker(req: Record<string, unknown>): Promise<string> {
    const user = (req as unknown as Request & { user?: AuthUser }).user;
    return Promise.resolve(user ? `chat:${user.userType}:${user.id}` : `chat:${String(req.ip)}`);
  }

  protected throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new HttpException(CHAT_ERRORS.CHAT_TOO_FAST(), HttpStatus.TOO_MANY_REQUESTS);
  }
}
