import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { LISTING_ERRORS } from '../listing-errors';
import { IMAGE_SLOTS } from '../listing-types';
import { MAX_IMAGE_BYTES } from './image-processor';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: IMAGE_SLOTS.length, fields: 40, fieldSize: 20_000 },
}).fields(IMAGE_SLOTS.map((name) => ({ name, maxCount: 1 })));

function toHttpError(error: unknown): Error {
  if (!(error instanceof MulterError))
    return new BadRequestException(LISTING_ERRORS.UPLOAD_UNREADABLE());
  const field = error.field ?? '';
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException(
        LISTING_ERRORS.IMAGE_TOO_LARGE({ field, megabytes: MAX_IMAGE_BYTES / 1024 / 1024 }),
      );
    case 'LIMIT_UNEXPECTED_FILE':
      return new BadRequestException(LISTING_ERRORS.UNEXPECTED_FILE({ field }));
    default:
      return new BadRequestException(LISTING_ERRORS.UPLOAD_REFUSED({ reason: error.message }));
  }
}

/** Reads the listing images of a multipart form (any of the four slots) into memory, with clear limits. */
@Injectable()
export class ListingImagesInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(toHttpError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

export type UploadedImages = Partial<Record<(typeof IMAGE_SLOTS)[number], Express.Multer.File[]>>;
