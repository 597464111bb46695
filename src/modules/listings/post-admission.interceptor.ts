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
import { IMAGE_SLOTS } from './listing-types';

/** What an upload holds of a seller's share: a form with its photos, or one photo on its own. */
const FORM_PHOTOS = IMAGE_SLOTS.length;
const ONE_PHOTO = 1;

/**
 * The cheap check before an upload's images are read and decoded (seconds of CPU and hundreds of
 * MB for four large photos): a seller may not have more than a few uploads in progress, posts,
 * photo replacements and photos uploaded on their own together, counted in photos (a form counts
 * as its four). The count is this process's own on purpose: what it protects is this instance's
 * memory and CPU.
 */
@Injectable()
export class UploadsInFlight {
  private readonly bySeller = new Map<number, number>();

  constructor(@Inject(appConfig.KEY) private readonly app: AppConfig) {}

  /** Counts the request's photos until its response has closed; 429 past the limit. */
  admit(context: ExecutionContext, photos: number = FORM_PHOTOS): number {
    const http = context.switchToHttp();
    const sellerId = http.getRequest<Request>().user!.id;
    const now = this.bySeller.get(sellerId) ?? 0;
    if (now + photos > this.app.postsInFlightPerSeller * FORM_PHOTOS) {
      throw new HttpException(LISTING_ERRORS.POSTING_TOO_FAST(), HttpStatus.TOO_MANY_REQUESTS);
    }
    this.bySeller.set(sellerId, now + photos);
    // 'close' comes once the response is sent or the client has gone, whichever way it ended.
    http.getResponse<Response>().once('close', () => {
      const left = (this.bySeller.get(sellerId) ?? photos) - photos;
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

/** Before a photo uploaded on its own is read: it counts as one of a form's four. */
@Injectable()
export class PhotoAdmissionInterceptor implements NestInterceptor {
  constructor(private readonly uploads: UploadsInFlight) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.uploads.admit(context, ONE_PHOTO);
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
