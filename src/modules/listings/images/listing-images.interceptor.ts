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
import { MAX_IMAGE_BYTES, PreviewedImage, previewImage } from './image-processor';
import { imageWork } from './image-work-queue';

/** A photo as received, its check and preview already under way. */
export interface UploadedPhoto extends Express.Multer.File {
  previewed?: Promise<PreviewedImage>;
}

/** A post's place in the image queue, taken when its first photo came: its photos keep it. */
const turnOf = new WeakMap<object, number>();

/**
 * Keeps each photo in memory, like multer's memory storage, and starts checking it as soon as its
 * last byte has arrived: the first photos are checked while the later ones still upload, so a
 * post is answered soon after its last byte. A file cut off at the size limit is refused whole,
 * so it is never checked.
 */
const checkingStorage: multer.StorageEngine = {
  _handleFile(req, file, done) {
    let turn = turnOf.get(req);
    if (turn === undefined) turnOf.set(req, (turn = imageWork.takeTurn()));
    const chunks: Buffer[] = [];
    file.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.stream.on('end', () => {
      const buffer = Buffer.concat(chunks);
      const truncated = (file.stream as { truncated?: boolean }).truncated;
      const previewed = truncated ? undefined : previewImage(buffer, file.fieldname, turn);
      // A form refused before its photos are stored never reads this check; its refusal must not
      // surface as an unhandled rejection. The post that does read it gets the error then.
      previewed?.catch(() => undefined);
      done(null, { buffer, size: buffer.length, previewed } as Partial<UploadedPhoto>);
    });
  },
  _removeFile(_req, file, done) {
    delete (file as Partial<UploadedPhoto>).buffer;
    done(null);
  },
};

/** The multipart form's listing images (any of the four slots), read into memory with clear limits. */
export const readListingImages = multer({
  storage: checkingStorage,
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
      readListingImages(
        http.getRequest<Request>(),
        http.getResponse<Response>(),
        (error: unknown) => (error ? reject(toHttpError(error)) : resolve()),
      ),
    );
    return next.handle();
  }
}

export type UploadedImages = Partial<Record<(typeof IMAGE_SLOTS)[number], UploadedPhoto[]>>;
