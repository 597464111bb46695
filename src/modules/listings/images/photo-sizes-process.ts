import { type ChildProcess, fork } from 'node:child_process';
import { extname, join } from 'node:path';
import { BadRequestException, HttpException } from '@nestjs/common';
import { type ProcessedImage, processImage } from './image-processor';
import { photoSizesInTurn } from './image-work-queue';
import type { PhotoSource } from './received-files';

/**
 * How much lower the photo sizes process runs than the app (Unix nice levels): at 10, a request
 * wanting a core the encoder holds gets about nine tenths of it.
 */
export const PHOTO_SIZES_NICENESS = 10;
/** The process goes after this long without a photo; the next photo starts it again. */
const IDLE_MS = 60_000;

export interface SizesRequest {
  id: number;
  photo: PhotoSource;
  field: string;
}

type SizesAnswer =
  | { id: number; sizes: ProcessedImage }
  | { id: number; refused: string | object }
  | { id: number; failed: string };

/** Bytes that crossed between the processes arrive as a plain Uint8Array. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const asPhotoSource = (photo: PhotoSource): PhotoSource =>
  photo instanceof Uint8Array ? asBuffer(photo) : { path: photo.path, head: asBuffer(photo.head) };

/**
 * Derives photos' WebP sizes in a child process that runs at a lower CPU priority than the app:
 * the encoder may use every core the requests leave free, and a request (a post, a page of
 * listings, another seller's upload being checked) takes a core back from it at once. In the
 * app's own process the encoder ran at the requests' priority, so it was held to one photo step
 * at a time, and a burst of uploads still slowed every answer down. The child starts with the
 * first photo, goes when it has been idle for a while, and never keeps the app from exiting; one
 * that dies fails only the photos it held, whose work is tried again.
 */
export class PhotoSizesProcess {
  private child?: ChildProcess;
  private readonly waiting = new Map<
    number,
    { resolve: (sizes: ProcessedImage) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly idleMs = IDLE_MS) {}

  /** The child's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The WebP sizes of a photo (processImage), made in the child. */
  derive(photo: PhotoSource, field: string): Promise<ProcessedImage> {
    const child = this.running();
    const id = this.nextId++;
    return new Promise<ProcessedImage>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.busy(child);
      const request: SizesRequest = { id, photo, field };
      child.send(request, (error) => {
        if (error) this.settled(id)?.reject(error);
      });
    });
  }

  /** Ends the child, failing what it held; the next photo starts another. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.gone(child, 'was stopped');
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    // Built, the child is JavaScript beside this file; run from the sources (tests), TypeScript.
    const isSource = extname(__filename) === '.ts';
    const child = fork(
      join(__dirname, `photo-sizes-child${extname(__filename)}`),
      [String(PHOTO_SIZES_NICENESS)],
      {
        serialization: 'advanced',
        execArgv: isSource ? ['-r', 'ts-node/register/transpile-only'] : [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    child.on('message', (answer: SizesAnswer) => this.answered(answer));
    child.on('error', (error) => this.gone(child, `failed: ${error.message}`));
    child.on('exit', (code, signal) => this.gone(child, `exited (${signal ?? `code ${code}`})`));
    this.child = child;
    return child;
  }

  /** The photos a child held when it went fail (their work is tried again). */
  private gone(child: ChildProcess, why: string): void {
    if (this.child !== child) return;
    this.child = undefined;
    clearTimeout(this.idleTimer);
    const error = new Error(`The photo sizes process ${why}`);
    for (const id of [...this.waiting.keys()]) this.settled(id)?.reject(error);
  }

  private answered(answer: SizesAnswer): void {
    const waiter = this.settled(answer.id);
    if (!waiter) return;
    if ('sizes' in answer) {
      const { large, medium, thumbnail } = answer.sizes;
      waiter.resolve({
        large: asBuffer(large),
        medium: asBuffer(medium),
        thumbnail: asBuffer(thumbnail),
      });
    } else if ('refused' in answer) {
      // The photo itself is at fault (unreadable, too many pixels): as processImage says so.
      waiter.reject(new BadRequestException(answer.refused));
    } else {
      waiter.reject(new Error(answer.failed));
    }
  }

  private settled(id: number) {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (!this.waiting.size && this.child) this.idle(this.child);
    return waiter;
  }

  /** While photos are out, the child keeps the app running; they come back whatever happens. */
  private busy(child: ChildProcess): void {
    clearTimeout(this.idleTimer);
    child.ref();
    child.channel?.ref();
  }

  private idle(child: ChildProcess): void {
    child.unref();
    child.channel?.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stop(), this.idleMs).unref();
  }
}

/** This process's photo sizes process. */
export const photoSizesProcess = new PhotoSizesProcess();

/**
 * A photo's WebP sizes, in turn with every other photo of this process: one photo at a time, which
 * the child makes with every core the requests leave it.
 */
export function derivePhotoSizes(photo: PhotoSource, field: string): Promise<ProcessedImage> {
  return photoSizesInTurn.run('background', () => photoSizesProcess.derive(photo, field));
}

/** The child's side: a photo asked for, answered with its sizes or why it has none. */
export async function answerPhotoSizes({ id, photo, field }: SizesRequest): Promise<void> {
  let answer: SizesAnswer;
  try {
    answer = { id, sizes: await processImage(asPhotoSource(photo), field) };
  } catch (error) {
    answer =
      error instanceof HttpException
        ? { id, refused: error.getResponse() }
        : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer);
}
