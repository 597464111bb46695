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
import { LISTING_ERRORS } from './listing-errors';

/**
 * The cheap check before an upload's images are read and decoded (seconds of CPU and hundreds of
 * MB for four large photos): a seller may not have more than a few uploads in progress, posts and
 * photo replacements together. The count is this process's own on purpose: what it protects is
 * this instance's memory and CPU.
 */
@Injectable()
export class UploadsInFlight {
  private readonly bySeller = new Map<number, number>();

  constructor(@Inject(appConfig.KEY) private readonly app: AppConfig) {}

  /** Counts the request's upload until its response has closed; 429 past the limit. */
  admit(context: ExecutionContext): number {
    const http = context.switchToHttp();
    const sellerId = http.getRequest<Request>().user!.id;
    const now = this.bySeller.get(sellerId) ?? 0;
    if (now >= this.app.postsInFlightPerSeller) {
      throw new HttpException(LISTING_ERRORS.POSTING_TOO_FAST(), HttpStatus.TOO_MANY_REQUESTS);
    }
    this.bySeller.set(sellerId, now + 1);
    // 'close' comes once the response is sent or the client has gone, whichever way it ended.
    http.getResponse<Response>().once('close', () => {
      const left = (this.bySeller.get(sellerId) ?? 1) - 1;
      if (left > 0) this.bySeller.set(sellerId, left);
      else this.bySeller.delete(sellerId);
    });
    return sellerId;
  }
}

/** Before a photo replacement is read: the seller's uploads in progress. */
@Injectable()
export class UploadAdmissionInterceptor implements NestInterceptor {
  constructor(private readonly uploads: UploadsInFlight) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.uploads.admit(context);
    return next.handle();
  }
}

/**
 * Before a post is read: the seller's uploads in progress, and whether they could pay for it. The
 * charge itself still decides, atomically, when the post is stored.
 */
@Injectable()
export class PostAdmissionInterceptor implements NestInterceptor {
  constructor(
    private readonly uploads: UploadsInFlight,
    @Inject(POST_CHARGE) private readonly postCharge: PostCharge,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const sellerId = this.uploads.admit(context);
    await this.postCharge.assertCanPay(sellerId);
    return next.handle();
  }
}
