import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  BadRequestException,
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { storageConfig, StorageConfig } from '../../../config/configuration';
import { Listing } from '../entities/listing.entity';
import { PhotoJob } from '../entities/photo-job.entity';
import { mediumKeyOf, thumbnailKeyOf } from '../listing-mapper';
import { IMAGE_SLOTS, ImageColumn, ImageSlot, SLOT_COLUMN } from '../listing-types';
import { PreviewedImage, previewImage, ProcessedImage } from './image-processor';
import { ImageStorage, isMissingFile } from './image-storage';
import type { Fingerprint } from './photo-fingerprint';
import { PHOTO_ORIGINALS, waitingFilesOf } from './photo-originals';
import { derivePhotoSizes } from './photo-sizes-process';
import { type PhotoSource, removeLeftoverReceived } from './received-files';
import { SizesMadeBefore, StagedPhotos, StagedUpload } from './staged-photos';

/** Longer than any post takes from registering its photos to committing its listing. */
const POST_DEADLINE_MS = 60 * 60 * 1000;
/** A photo that failed this many claims keeps its preview for good. */
const MAX_ATTEMPTS = 5;
const PREVIEW_KEY = /^listings\/([A-Za-z0-9_-]+)\/([A-Za-z]+)-[0-9a-f]+\.jpg$/;

/** Where a new photo's preview is stored; its WebP sizes get the same name with .webp. */
export function previewKeyOf(postHash: string, slot: ImageSlot, nonce: string): string {
  return `listings/${postHash}/${slot}-${nonce}.jpg`;
}

/**
 * Every file a photo may have, from the key a listing holds (its preview's or its large WebP's):
 * the preview stays after the WebP sizes exist, for pages that still show it.
 */
export function photoFilesOf(key: string): {
  preview: string;
  large: string;
  medium: string;
  thumbnail: string;
} {
  const base = key.replace(/\.(jpg|webp)$/, '');
  return {
    preview: `${base}.jpg`,
    large: `${base}.webp`,
    medium: mediumKeyOf(`${base}.webp`),
    thumbnail: thumbnailKeyOf(`${base}.webp`),
  };
}

/**
 * Photos just stored: the listing's image columns they fill, the work they wait for, and each
 * slot's fingerprint (null for a flat photo).
 */
export interface StoredPhotos {
  columns: Partial<Record<ImageColumn, string>>;
  previewKeys: string[];
  fingerprints: Partial<Record<ImageSlot, Fingerprint | null>>;
  /** The staged photos they were made from, for the transaction that stores them to take. */
  stagedIds: string[];
}

/** A photo as sent, and its check and preview when they were started as it arrived. */
export interface PhotoUpload {
  sent: PhotoSource;
  previewed?: Promise<PreviewedImage>;
}

/** A slot's photo: sent with the form, or uploaded while it was filled in (StagedPhotos). */
export type SlotPhoto = PhotoUpload | { staged: StagedUpload };

/** The photos a listing shows, by slot: all four for a post, any of them for a replacement. */
export type SlotImages = Partial<Record<ImageSlot, SlotPhoto>>;

/**
 * The whole life of a listing photo. A post is answered with small JPEG previews; the WebP sizes
 * are derived right after, one photo at a time, and then replace the preview in the listing.
 * Until then the upload waits in PHOTO_ORIGINALS (DATA_DIR/pending-photos, or the bucket's
 * private prefix) and its work in photo_jobs, which any instance claims with a lease: a stop or a
 * crash leaves the work to whichever instance sweeps next. A photo uploaded before its post brings
 * the sizes made of it meanwhile, when there are any (StagedPhotos).
 */
@Injectable()
export class ListingPhotos implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ListingPhotos');
  private readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly leaseMs: number;
  private draining?: Promise<void>;
  private drainAgain = false;
  private stopping = false;
  private sweeper?: NodeJS.Timeout;
  /**
   * Sizes of staged photos that were still being made here when their post came, by the preview
   * key of the photo they became, for this process's work on them.
   */
  private readonly madeSizes = new Map<string, Promise<ProcessedImage | undefined>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
    @Inject(PHOTO_ORIGINALS) private readonly originals: ImageStorage,
    private readonly staged: StagedPhotos,
    @Inject(storageConfig.KEY) config: StorageConfig,
  ) {
    this.leaseMs = config.photoWorkLeaseMs;
  }

  /**
   * Checks the photos, or waits for the checks started as they arrived (a 4xx names a bad one),
   * registers their work, then stores the previews, served at once, and the uploads. A staged
   * photo was checked when it was uploaded: its preview is copied, and the sizes made of it
   * meanwhile or else its upload (StagedPhotos.copyForPost). Nothing is left behind on a failure.
   * The listing shows them from the transaction that also `release`s their work (and takes the
   * staged ones).
   */
  async store(postHash: string, images: SlotImages): Promise<StoredPhotos> {
    const slots = IMAGE_SLOTS.filter((slot) => images[slot]);
    const previews = await Promise.all(slots.map((slot) => this.previewOf(images[slot]!, slot)));
    const nonce = randomBytes(4).toString('hex');
    const previewKeys = slots.map((slot) => previewKeyOf(postHash, slot, nonce));
    // Registered before any file exists, so a crash from here on leaves a row to clean up after.
    await this.dataSource
      .getRepository(PhotoJob)
      .insert(previewKeys.map((previewKey) => ({ previewKey, postHash })));
    let made: (SizesMadeBefore | undefined)[];
    try {
      [, made] = await Promise.all([
        Promise.all(
          previewKeys.map((key, n) => this.storage.put(key, previews[n].preview, 'image/jpeg')),
        ),
        Promise.all(
          previewKeys.map((key, n) => this.keepForWork(images[slots[n]]!, slots[n], key)),
        ),
      ]);
    } catch (error) {
      await this.discard(previewKeys);
      throw error;
    }
    previewKeys.forEach((key, n) => {
      if (made[n]) this.madeSizes.set(key, made[n].sizes);
    });
    const columns = Object.fromEntries(
      slots.map((slot, n) => [SLOT_COLUMN[slot], previewKeys[n]]),
    ) as StoredPhotos['columns'];
    const fingerprints = Object.fromEntries(
      slots.map((slot, n) => [slot, previews[n].fingerprint]),
    ) as StoredPhotos['fingerprints'];
    const stagedIds = slots.flatMap((slot) => {
      const photo = images[slot]!;
      return 'staged' in photo ? [photo.staged.id] : [];
    });
    return { columns, previewKeys, fingerprints, stagedIds };
  }

  /** A photo's preview and fingerprint: made as it arrived, now, or when it was staged. */
  private async previewOf(photo: SlotPhoto, slot: ImageSlot): Promise<PreviewedImage> {
    if ('staged' in photo) {
      return {
        preview: await this.staged.preview(photo.staged, slot),
        fingerprint: photo.staged.fingerprint,
      };
    }
    return photo.previewed ?? previewImage(photo.sent, slot);
  }

  /**
   * What the photo's work needs, kept under the names of `previewKey`: the upload as it was sent,
   * or a staged photo's sizes made before the post (those still being made here, in hand).
   */
  private async keepForWork(
    photo: SlotPhoto,
    slot: ImageSlot,
    previewKey: string,
  ): Promise<SizesMadeBefore | undefined> {
    const names = waitingFilesOf(previewKey);
    if ('staged' in photo) return this.staged.copyForPost(photo.staged, slot, names);
    await this.originals.putPhoto(names.original, photo.sent, 'application/octet-stream');
    return undefined;
  }

  /** In the transaction that commits the listing: from then on its photos' work may be claimed. */
  async release(manager: EntityManager, previewKeys: string[]): Promise<void> {
    await manager.update(PhotoJob, { previewKey: In(previewKeys) }, { ready: true });
  }

  /** A post that failed: its photos' files and work go. Best effort, like every removal here. */
  async discard(previewKeys: string[]): Promise<void> {
    for (const key of previewKeys) this.madeSizes.delete(key);
    await Promise.all(previewKeys.map((key) => this.removeFiles(key)));
    await this.dataSource
      .getRepository(PhotoJob)
      .delete({ previewKey: In(previewKeys) })
      .catch((error: unknown) => this.logger.warn(`Could not drop photo work: ${String(error)}`));
  }

  /** Once a listing's deletion has committed: every file of its photos, and any work pending. */
  removeListingPhotos(listing: Pick<Listing, ImageColumn>): Promise<void> {
    return this.removePhotos(Object.values(SLOT_COLUMN).map((column) => listing[column]));
  }

  /**
   * Once the change that dropped them has committed (a deletion, a replacement): every file of
   * these photos (the keys a listing held), and any work pending for them.
   */
  async removePhotos(keys: string[]): Promise<void> {
    await this.discard(keys.map((key) => photoFilesOf(key).preview));
  }

  /** Derives the WebP sizes of whatever is claimable, here and now (after a post commits). */
  kick(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.logger.warn(`Photo work stopped: ${String(error)}`))
      .finally(() => {
        this.draining = undefined;
        if (this.drainAgain) {
          this.drainAgain = false;
          this.kick();
        }
      });
  }

  /** Resolves once this instance has no photo work under way. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /**
   * What runs on a schedule on every instance: photo work whose instance died (its lease ran
   * out) or was never started, the leftovers of posts that never committed, and files a process
   * died while writing or receiving.
   */
  async sweep(): Promise<void> {
    await Promise.all(
      [
        ...[this.storage, this.originals].map((storage) => storage.removeLeftovers()),
        removeLeftoverReceived(),
      ].map((removing) =>
        removing.catch((error: unknown) =>
          this.logger.warn(`Could not remove unfinished files: ${String(error)}`),
        ),
      ),
    );
    const abandoned = await this.dataSource.getRepository(PhotoJob).find({
      select: { previewKey: true },
      where: { ready: false, createdAt: LessThan(new Date(Date.now() - POST_DEADLINE_MS)) },
      take: 100,
    });
    if (abandoned.length) await this.discard(abandoned.map((job) => job.previewKey));
    await this.forgetSizesOfDoneWork();
    this.kick();
  }

  /** Sizes handed over for work another instance took and finished are not needed here. */
  private async forgetSizesOfDoneWork(): Promise<void> {
    const keys = [...this.madeSizes.keys()];
    if (!keys.length) return;
    const open = await this.dataSource
      .getRepository(PhotoJob)
      .find({ select: { previewKey: true }, where: { previewKey: In(keys) } });
    const stillOpen = new Set(open.map((job) => job.previewKey));
    for (const key of keys) if (!stillOpen.has(key)) this.madeSizes.delete(key);
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(
      () => {
        this.sweep().catch((error: unknown) =>
          this.logger.warn(`Photo sweep failed: ${String(error)}`),
        );
      },
      Math.min(this.leaseMs / 2, 60_000),
    ).unref();
    this.kick();
  }

  /** The photo being encoded finishes; the rest stay unclaimed for any instance to take. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    await this.idle();
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const job = await this.claim();
      if (!job) return;
      await this.derive(job);
    }
  }

  /** The oldest claimable photo, leased to this instance; a race lost to another moves on. */
  private async claim(): Promise<PhotoJob | undefined> {
    const jobs = this.dataSource.getRepository(PhotoJob);
    const now = new Date();
    const free = '(leaseUntil IS NULL OR leaseUntil < :now)';
    const candidates = await jobs
      .createQueryBuilder('j')
      .select('j.id', 'id')
      .where('j.ready = :ready', { ready: true })
      .andWhere(`(j.leaseUntil IS NULL OR j.leaseUntil < :now)`, { now })
      .orderBy('j.id', 'ASC')
      .limit(5)
      .getRawMany<{ id: number }>();
    for (const { id } of candidates) {
      const { affected } = await jobs
        .createQueryBuilder()
        .update(PhotoJob)
        .set({
          leaseOwner: this.worker,
          leaseUntil: new Date(now.getTime() + this.leaseMs),
          attempts: () => 'attempts + 1',
        })
        .where(`id = :id AND ${free}`, { id, now })
        .execute();
      if (affected) return (await jobs.findOneBy({ id })) ?? undefined;
    }
    return undefined;
  }

  private async derive(job: PhotoJob): Promise<void> {
    const { previewKey, postHash } = job;
    const made = this.madeSizes.get(previewKey);
    this.madeSizes.delete(previewKey);
    const slot = PREVIEW_KEY.exec(previewKey)?.[2] as ImageSlot | undefined;
    if (!slot || !IMAGE_SLOTS.includes(slot)) {
      this.logger.warn(`Dropping the photo work ${previewKey}: not a listing photo`);
      return this.finish(job);
    }
    const column = SLOT_COLUMN[slot];
    const files = photoFilesOf(previewKey);
    const listings = this.dataSource.getRepository(Listing);
    /** What the listing shows in this photo's place; undefined without a listing. */
    const shown = async () =>
      (await listings.findOne({ where: { postHash }, select: { id: true, [column]: true } }))?.[
        column
      ];
    try {
      let current = await shown();
      if (current === previewKey) {
        const { large, medium, thumbnail } =
          (await made) ??
          (await this.keptSizes(previewKey)) ??
          (await this.sizesFromOriginal(previewKey, slot));
        await this.storage.put(files.large, large, 'image/webp');
        await this.storage.put(files.medium, medium, 'image/webp');
        await this.storage.put(files.thumbnail, thumbnail, 'image/webp');
        // Only while the listing still shows the preview: it may have been deleted meanwhile.
        const { affected } = await listings.update(
          { postHash, [column]: previewKey },
          { [column]: files.large },
        );
        current = affected ? files.large : await shown();
      }
      // The listing is gone (its deletion took the files it knew of): so are the new ones.
      if (current !== files.large) await this.removeFiles(previewKey);
      await this.finish(job);
    } catch (error) {
      // An upload that cannot be read as a whole keeps its preview, as does one that keeps
      // failing; anything else is tried again once the lease runs out.
      const giveUp = error instanceof BadRequestException || job.attempts >= MAX_ATTEMPTS;
      this.logger.warn(
        `Could not derive the WebP sizes of ${previewKey}${giveUp ? ' (giving up)' : ''}: ${String(error)}`,
      );
      if (giveUp) await this.finish(job).catch(() => undefined);
    }
  }

  /** The sizes a staged photo brought, made before its post; undefined when it brought none. */
  private async keptSizes(previewKey: string): Promise<ProcessedImage | undefined> {
    const names = waitingFilesOf(previewKey);
    try {
      const [large, medium, thumbnail] = await Promise.all(
        [names.large, names.medium, names.thumbnail].map((name) => this.originals.read(name)),
      );
      return { large, medium, thumbnail };
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  /** A photo's sizes derived from its upload, in turn with every other photo of this process. */
  private async sizesFromOriginal(previewKey: string, slot: ImageSlot): Promise<ProcessedImage> {
    const original = await this.originals.read(waitingFilesOf(previewKey).original);
    return derivePhotoSizes(original, slot);
  }

  /** The work is done: what it waited with and its row go. */
  private async finish(job: PhotoJob): Promise<void> {
    await this.removeWaitingFiles(job.previewKey);
    await this.dataSource.getRepository(PhotoJob).delete({ id: job.id });
  }

  /** Every file a photo may have: the preview, its WebP sizes and what its work waits with. */
  private async removeFiles(previewKey: string): Promise<void> {
    await Promise.all([
      ...Object.values(photoFilesOf(previewKey)).map((key) =>
        this.deleteQuietly(this.storage, key),
      ),
      this.removeWaitingFiles(previewKey),
    ]);
  }

  private async removeWaitingFiles(previewKey: string): Promise<void> {
    await Promise.all(
      Object.values(waitingFilesOf(previewKey)).map((name) =>
        this.deleteQuietly(this.originals, name),
      ),
    );
  }

  /** A file that cannot be removed is logged, never a reason to fail a request. */
  private async deleteQuietly(storage: ImageStorage, key: string): Promise<void> {
    await storage
      .delete(key)
      .catch((error: unknown) => this.logger.warn(`Could not delete ${key}: ${String(error)}`));
  }
}
