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
import { IMAGE_SLOTS } from '../listing-types';
import { MAX_IMAGE_BYTES } from './image-processor';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: IMAGE_SLOTS.length, fields: 40, fieldSize: 20_000 },
}).fields(IMAGE_SLOTS.map((name) => ({ name, maxCount: 1 })));

function toHttpError(error: unknown): Error {
  if (!(error instanceof MulterError))
    return new BadRequestException('The upload could not be read.');
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException(
        `${error.field} is too large: each image may be at most 10 MB.`,
      );
    case 'LIMIT_UNEXPECTED_FILE':
      return new BadRequestException(
        `Unexpected file field: ${error.field}. Send frontImage, backImage, rightImage and leftImage.`,
      );
    default:
      return new BadRequestException(`The upload was refused: ${error.message}.`);
  }
}

/** Reads the four listing images of a multipart form into memory, with clear limits. */
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
