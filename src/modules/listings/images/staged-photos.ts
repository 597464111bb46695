import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  BeforeApplicationShutdown,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan, MoreThan } from 'typeorm';
import { StagedPhoto } from '../entities/staged-photo.entity';
import { LISTING_ERRORS } from '../listing-errors';
import { mediumKeyOf, thumbnailKeyOf } from '../listing-mapper';
import { ImageSlot } from '../listing-types';
import { PreviewedImage, ProcessedImage } from './image-processor';
import { ImageStorage, isMissingFile } from './image-storage';
import { PHOTO_ORIGINALS, type WaitingFiles } from './photo-originals';
import { derivePhotoSizes } from './photo-sizes-process';
import { keptBeyondRequest, type PhotoSource, removeReceived } from './received-files';

/** Long enough to fill in a form slowly, or come back to it the next morning. */
export const STAGED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Four slots, picked again a few times over a few forms: far more than a seller needs at once. */
export const MAX_STAGED_PHOTOS_PER_SELLER = 40;
/** How often each instance looks for staged photos whose time is up. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Expired photos read per query of a sweep. */
const SWEEP_BATCH = 100;
/** What an id looks like: 16 random bytes, URL-safe. */
const STAGED_ID = /^[A-Za-z0-9_-]{22}$/;
/**
 * Photos waiting for their sizes here beyond which a new one gets none before its post (the post's
 * work derives them): each waits with its upload on this instance's disk.
 */
const MAX_WAITING_FOR_SIZES = 16;

/** The WebP sizes made of a staged photo before its post; resolving to undefined: none. */
export interface SizesMadeBefore {
  sizes: Promise<ProcessedImage | undefined>;
}

/** A staged photo waiting here for its sizes to be made. */
interface WaitingForSizes {
  upload: PhotoSource;
  done: (sizes: ProcessedImage | undefined) => void;
  /** Set once a post names it: the order posts named their photos in. */
  postedAs?: number;
}

/** A staged photo as a post takes it: its id and its fingerprint. */
export type StagedUpload = Pick<StagedPhoto, 'id' | 'fingerprint'>;

/**
 * Where a staged photo's files wait: its preview, the upload as it was sent, and the WebP sizes
 * made of it while the form was filled in.
 */
export function stagedFilesOf(id: string): {
  preview: string;
  original: string;
  large: string;
  medium: string;
  thumbnail: string;
} {
  const large = `staged/${id}.webp`;
  return {
    preview: `staged/${id}.jpg`,
    original: `staged/${id}`,
    large,
    medium: mediumKeyOf(large),
    thumbnail: thumbnailKeyOf(large),
  };
}

/**
 * Photos uploaded while the seller fills in a form. Each is checked as it arrives, like a post's,
 * and waits with its preview until a post or a photo replacement names it: the seller's phone
 * uploads the photos while the seller types, and the post itself carries only their ids. A photo
 * is taken once, in the transaction that stores its listing; one never taken goes after
 * STAGED_PHOTO_LIFETIME_MS (any instance sweeps; each row is removed by one).
 *
 * While the seller types, the instance that took the upload also derives its WebP sizes (in turn
 * with every other photo of this process) and keeps them beside it, so the post's work finds them
 * made; a post arriving while they are being made takes them from here when they are done. Sizes
 * lost with an instance that stopped are derived by the post's work, as for a photo sent with it.
 */
@Injectable()
export class StagedPhotos implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('StagedPhotos');
  private sweeper?: NodeJS.Timeout;
  private stopping = false;
  /** The staged photos whose sizes this process is making, by id, until they are kept. */
  private readonly makingSizes = new Map<string, Promise<ProcessedImage | undefined>>();
  /** Those not started yet, in the order they were uploaded. */
  private readonly waitingForSizes = new Map<string, WaitingForSizes>();
  private postsNamingWaitingPhotos = 0;
  private makingInTurn?: Promise<void>;
  /** Sizes being written beside their photos, and the uploads they were made from removed. */
  private readonly keeping = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PHOTO_ORIGINALS) private readonly files: ImageStorage,
  ) {}

  /**
   * Keeps a photo for the seller's next post or replacement, once its check has passed (a 400
   * names what is wrong with it); its id and when it expires.
   */
  async stage(
    sellerId: number,
    photo: PhotoSource,
    previewed: Promise<PreviewedImage>,
    now = new Date(),
  ): Promise<{ photoId: string; expiresAt: Date }> {
    const { preview, fingerprint } = await previewed;
    const photos = this.dataSource.getRepository(StagedPhoto);
    const waiting = await photos.countBy({ sellerId, expiresAt: MoreThan(now) });
    if (waiting >= MAX_STAGED_PHOTOS_PER_SELLER) {
      throw new HttpException(
        LISTING_ERRORS.TOO_MANY_STAGED_PHOTOS({ max: String(MAX_STAGED_PHOTOS_PER_SELLER) }),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const id = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + STAGED_PHOTO_LIFETIME_MS);
    // The row first: a crash before the files are written leaves a row the sweep removes.
    await photos.insert({ id, sellerId, fingerprint, expiresAt });
    const files = stagedFilesOf(id);
    try {
      await Promise.all([
        this.files.put(files.preview, preview, 'image/jpeg'),
        this.files.putPhoto(files.original, photo, 'application/octet-stream'),
      ]);
    } catch (error) {
      await photos.delete({ id });
      await this.removeFiles([id]);
      throw error;
    }
    await this.makeSizes(id, photo);
    return { photoId: id, expiresAt };
  }

  /**
   * Queues a staged photo for its WebP sizes, made in the background and kept beside it. A photo
   * received into a file waits in it beyond its request; the file goes once its sizes are made.
   */
  private async makeSizes(id: string, photo: PhotoSource): Promise<void> {
    if (this.stopping || this.waitingForSizes.size >= MAX_WAITING_FOR_SIZES) return;
    let waiting: PhotoSource;
    try {
      waiting = Buffer.isBuffer(photo) ? photo : await keptBeyondRequest(photo);
    } catch (error) {
      // Its post's work derives them from the upload stored above.
      this.logger.warn(`Could not keep staged photo ${id} for its sizes: ${String(error)}`);
      return;
    }
    let done!: WaitingForSizes['done'];
    this.makingSizes.set(id, new Promise((resolve) => (done = resolve)));
    this.waitingForSizes.set(id, { upload: waiting, done });
    this.makeSizesInTurn();
  }

  private makeSizesInTurn(): void {
    this.makingInTurn ??= this.makeWaitingSizes().finally(() => {
      this.makingInTurn = undefined;
      // A photo queued as the last one finished.
      if (this.waitingForSizes.size) this.makeSizesInTurn();
    });
  }

  /**
   * One photo at a time: first those posts have named, in the order of the posts (their listings
   * wait for them), then the others in the order they came. Those still waiting when the process
   * stops get theirs from their post's work.
   */
  private async makeWaitingSizes(): Promise<void> {
    for (let next = this.nextToMake(); next; next = this.nextToMake()) {
      const [id, photo] = next;
      this.waitingForSizes.delete(id);
      const sizes = this.stopping
        ? undefined
        : await derivePhotoSizes(photo.upload, 'photo').catch((error: unknown) => {
            this.logger.warn(
              `Could not derive the WebP sizes of staged photo ${id}: ${String(error)}`,
            );
            return undefined;
          });
      photo.done(sizes);
      const uploadRemoved = Buffer.isBuffer(photo.upload)
        ? undefined
        : removeReceived(photo.upload.path).catch((error: unknown) =>
            this.logger.warn(`Could not remove the upload of staged photo ${id}: ${String(error)}`),
          );
      const sizesKept = (sizes ? this.keepSizes(id, sizes) : Promise.resolve()).catch(
        (error: unknown) =>
          this.logger.warn(`Could not keep the WebP sizes of staged photo ${id}: ${String(error)}`),
      );
      const kept = Promise.all([sizesKept, uploadRemoved]).then(() => {
        this.makingSizes.delete(id);
        this.keeping.delete(kept);
      });
      this.keeping.add(kept);
    }
  }

  private nextToMake(): [string, WaitingForSizes] | undefined {
    const waiting = [...this.waitingForSizes];
    const posted = waiting.filter(([, photo]) => photo.postedAs !== undefined);
    if (!posted.length) return waiting[0];
    return posted.reduce((first, next) => (next[1].postedAs! < first[1].postedAs! ? next : first));
  }

  /**
   * Writes a staged photo's sizes beside it, unless a post has taken it meanwhile (the post has
   * them from makingSizes) or it expired. Sizes written as it is taken or swept go again.
   */
  private async keepSizes(id: string, sizes: ProcessedImage): Promise<void> {
    const photos = this.dataSource.getRepository(StagedPhoto);
    if (!(await photos.existsBy({ id }))) return;
    const files = stagedFilesOf(id);
    await Promise.all([
      this.files.put(files.large, sizes.large, 'image/webp'),
      this.files.put(files.medium, sizes.medium, 'image/webp'),
      this.files.put(files.thumbnail, sizes.thumbnail, 'image/webp'),
    ]);
    if (!(await photos.existsBy({ id }))) await this.removeFiles([id]);
  }

  /**
   * Copies what a post's work needs of a staged photo (in `slot` of the form naming it) under
   * `to`, before the post commits and its staged files go: the sizes kept beside it, else the
   * upload as it was sent. Sizes still being made here come in hand once they are, and go ahead
   * of those of photos no post has named; should they fail, the upload is there.
   */
  async copyForPost(
    photo: StagedUpload,
    slot: ImageSlot,
    to: WaitingFiles,
  ): Promise<SizesMadeBefore | undefined> {
    const from = stagedFilesOf(photo.id);
    const making = this.makingSizes.get(photo.id);
    if (making) {
      const waiting = this.waitingForSizes.get(photo.id);
      if (waiting) waiting.postedAs ??= this.postsNamingWaitingPhotos++;
      await orGone(slot, () => this.files.copy(from.original, to.original));
      return { sizes: making };
    }
    try {
      await Promise.all(
        (['large', 'medium', 'thumbnail'] as const).map((size) =>
          this.files.copy(from[size], to[size]),
        ),
      );
      return undefined;
    } catch (error) {
      // None kept (made on an instance that stopped, or failed): the post's work makes them.
      if (!isMissingFile(error)) {
        this.logger.warn(
          `Could not copy the WebP sizes of staged photo ${photo.id}: ${String(error)}`,
        );
      }
    }
    await orGone(slot, () => this.files.copy(from.original, to.original));
    return undefined;
  }

  /** Resolves once no staged photo's sizes are being made or kept here. */
  async idle(): Promise<void> {
    while (this.makingInTurn || this.keeping.size) {
      await Promise.all([this.makingInTurn, ...this.keeping]);
    }
  }

  /**
   * The seller's own staged photos a form names, by slot; a 400 names the slot of one that is
   * not there (never staged, taken by another post, another seller's, or expired).
   */
  async find(
    sellerId: number,
    ids: Partial<Record<ImageSlot, string>>,
    now = new Date(),
  ): Promise<Partial<Record<ImageSlot, StagedUpload>>> {
    const named = Object.entries(ids) as [ImageSlot, string][];
    const wellFormed = named.filter(([, id]) => STAGED_ID.test(id)).map(([, id]) => id);
    const found = wellFormed.length
      ? await this.dataSource.getRepository(StagedPhoto).find({
          select: { id: true, fingerprint: true },
          where: { id: In(wellFormed), sellerId, expiresAt: MoreThan(now) },
        })
      : [];
    const byId = new Map(found.map((photo) => [photo.id, photo]));
    const gone = named.filter(([, id]) => !byId.has(id)).map(([slot]) => slot);
    if (gone.length) {
      throw new BadRequestException(LISTING_ERRORS.STAGED_PHOTO_GONE({ fields: gone }));
    }
    return Object.fromEntries(named.map(([slot, id]) => [slot, byId.get(id)!]));
  }

  /** The preview a staged photo was checked with (in `slot` of the form naming it). */
  preview(photo: StagedUpload, slot: ImageSlot): Promise<Buffer> {
    return orGone(slot, () => this.files.read(stagedFilesOf(photo.id).preview));
  }

  /**
   * In the transaction that stores what they became: the photos are that listing's now. A photo
   * another post took meanwhile (the same form sent twice) fails this one.
   */
  async take(manager: EntityManager, sellerId: number, ids: string[]): Promise<void> {
    // One photo may fill two slots.
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const { affected } = await manager.delete(StagedPhoto, { id: In(unique), sellerId });
    if (affected !== unique.length) {
      throw new ConflictException(LISTING_ERRORS.STAGED_PHOTO_TAKEN());
    }
  }

  /** Once the transaction that took them has committed: their files. Best effort. */
  async removeFiles(ids: string[]): Promise<void> {
    await Promise.all(
      [...new Set(ids)].flatMap((id) =>
        Object.values(stagedFilesOf(id)).map((key) =>
          this.files
            .delete(key)
            .catch((error: unknown) =>
              this.logger.warn(`Could not delete ${key}: ${String(error)}`),
            ),
        ),
      ),
    );
  }

  /**
   * Staged photos whose time is up, a batch at a time until none is left: each row goes once,
   * whichever instance gets to it.
   */
  async sweep(now = new Date()): Promise<number> {
    const photos = this.dataSource.getRepository(StagedPhoto);
    let removed = 0;
    for (;;) {
      const expired = await photos.find({
        select: { id: true },
        where: { expiresAt: LessThan(now) },
        take: SWEEP_BATCH,
      });
      for (const { id } of expired) {
        const { affected } = await photos.delete({ id, expiresAt: LessThan(now) });
        if (!affected) continue;
        await this.removeFiles([id]);
        removed += 1;
      }
      if (expired.length < SWEEP_BATCH) return removed;
    }
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn(`Staged photo sweep failed: ${String(error)}`),
      );
    }, SWEEP_EVERY_MS).unref();
  }

  /** The photo whose sizes are being made finishes; those still waiting get none here. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    await this.idle();
  }
}

/**
 * A staged photo whose file is missing (an instance stopped while keeping it) is gone, as one
 * taken or expired is: the form sends the photo itself again.
 */
async function orGone<T>(slot: ImageSlot, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isMissingFile(error)) {
      throw new BadRequestException(LISTING_ERRORS.STAGED_PHOTO_GONE({ fields: [slot] }));
    }
    throw error;
  }
}
