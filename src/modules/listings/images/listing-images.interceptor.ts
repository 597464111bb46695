import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { LISTING_ERRORS } from '../listing-errors';
import { IMAGE_SLOTS, ImageSlot } from '../listing-types';
import { MAX_IMAGE_BYTES, PreviewedImage, previewImage } from './image-processor';
import { imageWork } from './image-work-queue';
import {
  HEAD_BYTES,
  newReceivedPath,
  ReceivedFile,
  removeReceived,
  UnsafeReceivingDir,
} from './received-files';

/** A photo as received into a file, its check and preview already under way. */
export interface UploadedPhoto extends Express.Multer.File {
  received: ReceivedFile;
  previewed?: Promise<PreviewedImage>;
}

/**
 * How much of an upload may wait in memory for the disk. With a file stream's default 16 kB,
 * every 64 kB the socket delivered stopped the reading until its write came back from libuv's
 * thread pool, so an upload arriving at full speed (from a proxy that buffers request bodies, as
 * nginx does) was read at a fraction of it: four sellers posting at once were answered about a
 * fifth later. Reading stops again once this much waits, so an upload never holds more.
 */
const RECEIVING_BUFFER_BYTES = 1024 * 1024;

/** A post's place in the image queue, taken when its first photo came: its photos keep it. */
const turnOf = new WeakMap<object, number>();

/**
 * Writes each photo to a file of its own as it arrives, keeping in memory only its first bytes
 * and what waits for the disk (RECEIVING_BUFFER_BYTES), and starts checking it as soon as its
 * last byte is written: the first photos are checked while the later ones still upload, so a
 * post is answered soon after its last byte. A file cut off at the size limit is refused whole,
 * so it is never checked. The files go once the request is answered (readWith).
 */
const checkingStorage: multer.StorageEngine = {
  _handleFile(req, file, done) {
    let turn = turnOf.get(req);
    if (turn === undefined) turnOf.set(req, (turn = imageWork.takeTurn()));
    const head: Buffer[] = [];
    let headLength = 0;
    const keepHead = (chunk: Buffer) => {
      head.push(chunk);
      headLength += chunk.length;
      if (headLength >= HEAD_BYTES) file.stream.off('data', keepHead);
    };
    newReceivedPath().then((path) => {
      file.stream.on('data', keepHead);
      const out = createWriteStream(path, {
        flags: 'wx',
        mode: 0o600,
        highWaterMark: RECEIVING_BUFFER_BYTES,
      });
      pipeline(file.stream, out, (error) => {
        if (error) {
          void removeReceived(path);
          return done(error);
        }
        const received = { path, head: Buffer.concat(head, Math.min(headLength, HEAD_BYTES)) };
        const truncated = (file.stream as { truncated?: boolean }).truncated;
        const previewed = truncated ? undefined : previewImage(received, file.fieldname, turn);
        // A form refused before its photos are stored never reads this check; its refusal must not
        // surface as an unhandled rejection. The post that does read it gets the error then.
        previewed?.catch(() => undefined);
        done(null, { path, received, size: out.bytesWritten, previewed } as Partial<UploadedPhoto>);
      });
    }, done);
  },
  _removeFile(_req, file, done) {
    removeReceived(file.path).then(() => done(null), done);
  },
};

/** Every photo a multer reader has received for the request. */
function receivedPhotos(req: Request): UploadedPhoto[] {
  const files = Object.values(req.files ?? {}) as (UploadedPhoto | UploadedPhoto[])[];
  return [...(req.file ? [req.file as UploadedPhoto] : []), ...files.flat()];
}

/** The multipart form's listing images (any of the four slots), received with clear limits. */
export const readListingImages = multer({
  storage: checkingStorage,
  limits: { fileSize: MAX_IMAGE_BYTES, files: IMAGE_SLOTS.length, fields: 40, fieldSize: 20_000 },
}).fields(IMAGE_SLOTS.map((name) => ({ name, maxCount: 1 })));

/** One photo uploaded before its post (the `photo` field), with the same limits and check. */
export const readStagedPhoto = multer({
  storage: checkingStorage,
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1_000 },
}).single('photo');

function toHttpError(error: unknown): Error {
  // The server's own disk failed (full, say): not the uploader's fault.
  if (isSystemError(error) || error instanceof UnsafeReceivingDir) return error;
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

/**
 * Runs a multer reader on the request, its refusals as the uploader's 4xx. The files it received
 * are removed once the request is answered, or the uploader has gone.
 */
async function readWith(reader: RequestHandler, context: ExecutionContext): Promise<Request> {
  const http = context.switchToHttp();
  const req = http.getRequest<Request>();
  const res = http.getResponse<Response>();
  await new Promise<void>((resolve, reject) =>
    reader(req, res, (error: unknown) => (error ? reject(toHttpError(error)) : resolve())),
  );
  const removeAll = () => {
    for (const photo of receivedPhotos(req)) void removeReceived(photo.path);
  };
  if (res.destroyed) removeAll();
  else res.once('close', removeAll);
  return req;
}

/** What a form sent in one photo slot: the photo itself, or the id of one staged before. */
export type FormPhoto = { file: UploadedPhoto } | { stagedId: string };
export type FormPhotos = Partial<Record<ImageSlot, FormPhoto>>;

declare module 'express' {
  interface Request {
    /** The photo slots of a listing form, once ListingImagesInterceptor has read them. */
    formPhotos?: FormPhotos;
    /** The photo of a staged upload, once StagedPhotoInterceptor has read it. */
    stagedPhoto?: UploadedPhoto;
  }
}

/**
 * Each slot's photo: a file, or a text field holding a staged photo's id. The slots leave the
 * form's text fields, which the form's validation then reads without them.
 */
function formPhotosOf(req: Request): FormPhotos {
  const files = (req.files ?? {}) as Partial<Record<ImageSlot, UploadedPhoto[]>>;
  const fields = (req.body ?? {}) as Record<string, unknown>;
  const photos: FormPhotos = {};
  for (const slot of IMAGE_SLOTS) {
    const file = files[slot]?.[0];
    const stagedId = fields[slot];
    delete fields[slot];
    if (file && stagedId !== undefined) {
      throw new BadRequestException(LISTING_ERRORS.PHOTO_SENT_TWICE({ field: slot }));
    }
    if (file) photos[slot] = { file };
    else if (typeof stagedId === 'string' && stagedId) photos[slot] = { stagedId };
    else if (Array.isArray(stagedId)) {
      throw new BadRequestException(LISTING_ERRORS.PHOTO_SENT_TWICE({ field: slot }));
    }
  }
  return photos;
}

/**
 * Reads a listing form's photos (any of the four slots): each a file, received with clear
 * limits and checked as it arrives, or the id of a photo staged before (req.formPhotos).
 */
@Injectable()
export class ListingImagesInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = await readWith(readListingImages, context);
    req.formPhotos = formPhotosOf(req);
    return next.handle();
  }
}

/** Reads the one photo of a staged upload (req.stagedPhoto), checked as it arrives. */
@Injectable()
export class StagedPhotoInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = await readWith(readStagedPhoto, context);
    const photo = req.file as UploadedPhoto | undefined;
    if (!photo?.previewed) throw new BadRequestException(LISTING_ERRORS.PHOTO_MISSING());
    req.stagedPhoto = photo;
    return next.handle();
  }
}

export type UploadedImages = Partial<Record<ImageSlot, UploadedPhoto[]>>;

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}
