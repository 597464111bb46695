import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';
import { appConfig, AppConfig } from '../../config/configuration';
import { POST_CHARGE, PostCharge } from '../subscription/post-charge';

export const POSTING_TOO_FAST =
  'You are already posting. Please wait for your other posts to finish.';

/**
 * The cheap checks before a post's images are read and decoded (seconds of CPU and hundreds of MB
 * for four large photos): the seller must be able to pay for it, and may not have more than a few
 * posts in progress. The count is this process's own on purpose: what it protects is this
 * instance's memory and CPU. The charge itself still decides, atomically, when the post is stored.
 */
@Injectable()
export class PostAdmissionInterceptor implements NestInterceptor {
  private readonly inFlight = new Map<number, number>();

  constructor(
    @Inject(POST_CHARGE) private readonly postCharge: PostCharge,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const sellerId = http.getRequest<Request>().user!.id;
    if ((this.inFlight.get(sellerId) ?? 0) >= this.app.postsInFlightPerSeller) {
      throw new HttpException(POSTING_TOO_FAST, HttpStatus.TOO_MANY_REQUESTS);
    }
    this.inFlight.set(sellerId, (this.inFlight.get(sellerId) ?? 0) + 1);
    // 'close' comes once the response is sent or the client has gone, whichever way it ended.
    http.getResponse<Response>().once('close', () => {
      const left = (this.inFlight.get(sellerId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(sellerId, left);
      else this.inFlight.delete(sellerId);
    });
    await this.postCharge.assertCanPay(sellerId);
    return next.handle();
  }
}
