import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';

export const CHAT_LIMIT_PER_MINUTE = 20;
export const CHATTING_TOO_FAST = 'You are sending messages too quickly. Please wait a minute.';

/** Limits each signed-in user's messages, whoever shares their address. */
@Injectable()
export class ChatThrottlerGuard extends ThrottlerGuard {
  protected getTracker(req: Record<string, unknown>): Promise<string> {
    const user = (req as unknown as Request & { user?: AuthUser }).user;
    return Promise.resolve(user ? `chat:${user.userType}:${user.id}` : `chat:${String(req.ip)}`);
  }

  protected throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new ThrottlerException(CHATTING_TOO_FAST);
  }
}
