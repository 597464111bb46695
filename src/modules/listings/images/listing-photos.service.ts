import { join } from 'node:path';
import {
  BadRequestException,
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { appConfig, AppConfig } from '../../../config/configuration';
import { Listing } from '../entities/listing.entity';
import { thumbnailKeyOf } from '../listing-mapper';
import { IMAGE_SLOTS, ImageSlot, SLOT_COLUMN } from '../listing-types';
import { processImage } from './image-processor';
import { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';

/** Longer than any post takes from storing its photos to committing its listing. */
const POST_DEADLINE_MS = 60 * 60 * 1000;
const PREVIEW_KEY = /^listings\/([A-Za-z0-9_-]+)\/([A-Za-z]+)-[0-9a-f]+\.jpg$/;

/** Where a new photo's preview is stored; its WebP sizes get the same name with .webp. */
export function previewKeyOf(postHash: string, slot: ImageSlot, nonce: string): string {
  return `listings/${postHash}/${slot}-${nonce}.jpg`;
}

/**
 * Every file a photo may have, from the key a listing holds (its preview's or its large WebP's):
 * the preview stays after the WebP sizes exist, for pages that still show it.
 */
export function photoFilesOf(key: string): { preview: string; large: string; thumbnail: string } {
  const base = key.replace(/\.(jpg|webp)$/, '');
  return {
    preview: `${base}.jpg`,
    large: `${base}.webp`,
    thumbnail: thumbnailKeyOf(`${base}.webp`),
  };
}

/**
 * A post is answered with small JPEG previews; the WebP sizes are derived right after, one photo
 * at a time, and then replace the preview in the listing. Until then the upload is kept as sent
 * in DATA_DIR/pending-photos (never served: it still has its EXIF), so a restart finishes the work.
 */
@Injectable()
export class ListingPhotos implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ListingPhotos');
  private readonly originals: LocalImageStorage;
  private queue: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
    @Inject(appConfig.KEY) app: AppConfig,
  ) {
    this.originals = new LocalImageStorage(join(app.dataDir, 'pending-photos'));
  }

  /** Stores the preview, served at once, and keeps the upload for its WebP sizes. */
  async store(previewKey: string, preview: Buffer, original: Buffer): Promise<void> {
    await Promise.all([
      this.storage.put(previewKey, preview, 'image/jpeg'),
      this.originals.put(originalNameOf(previewKey), original),
    ]);
  }

  /**
   * Removes a stored file, and a preview's pending upload with it; best effort, as it runs when a
   * post fails or a listing goes: a file that cannot be removed is logged, never a failure.
   */
  async delete(key: string): Promise<void> {
    await Promise.all([
      this.storage.delete(key),
      ...(key.endsWith('.jpg') ? [this.originals.delete(originalNameOf(key))] : []),
    ]).catch((error: unknown) => this.logger.warn(`Could not delete ${key}: ${String(error)}`));
  }

  /** Queues the WebP sizes of a post's photos, once its listing is committed. */
  derive(previewKeys: string[]): void {
    for (const key of previewKeys) this.enqueue(key, true);
  }

  /** Resolves when every photo queued so far has its WebP sizes (or has failed, logged). */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * Photos left pending by a stop or a crash. Listed before this process can post (the demo data
   * is posted at bootstrap), so none of them is one of its own posts still running.
   */
  async onModuleInit(): Promise<void> {
    for (const name of await this.originals.keys()) this.enqueue(previewKeyOfOriginal(name), false);
  }

  /** The photo being encoded finishes; the rest stay pending for the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.queue;
  }

  private enqueue(previewKey: string, committed: boolean): void {
    this.queue = this.queue.then(() =>
      this.stopping ? undefined : this.deriveOne(previewKey, committed),
    );
  }

  private async deriveOne(previewKey: string, committed: boolean): Promise<void> {
    const match = PREVIEW_KEY.exec(previewKey);
    const slot = match?.[2] as ImageSlot | undefined;
    if (!match || !slot || !IMAGE_SLOTS.includes(slot)) {
      this.logger.warn(`Ignoring the pending photo ${previewKey}: not a listing photo`);
      return;
    }
    const [postHash, column] = [match[1], SLOT_COLUMN[slot]];
    const files = photoFilesOf(previewKey);
    const original = originalNameOf(previewKey);
    /** What the listing shows in this photo's place; undefined without a listing. */
    const shown = async () =>
      (
        await this.dataSource
          .getRepository(Listing)
          .findOne({ where: { postHash }, select: { id: true, [column]: true } })
      )?.[column];
    try {
      let current = await shown();
      if (current === previewKey) {
        const { large, thumbnail } = await processImage(await this.originals.read(original), slot);
        await this.storage.put(files.large, large, 'image/webp');
        await this.storage.put(files.thumbnail, thumbnail, 'image/webp');
        // Only while the listing still shows the preview: it may have been deleted meanwhile.
        const { affected } = await this.dataSource.transaction((manager) =>
          manager.update(Listing, { postHash, [column]: previewKey }, { [column]: files.large }),
        );
        current = affected ? files.large : await shown();
      }
      if (current !== files.large) {
        // Deleting a listing removes its pending uploads, so one found at start without a listing
        // is from a post that failed in a crash, or one still running in another process
        // sharing DATA_DIR: only an old one has certainly ended.
        const running =
          current === undefined &&
          !committed &&
          Date.now() - (await this.originals.storedAt(original)).getTime() < POST_DEADLINE_MS;
        if (running) return;
        // The listing is gone, or its post failed: so are the photo's files.
        await Promise.all(Object.values(files).map((key) => this.storage.delete(key)));
      }
      await this.originals.delete(original);
    } catch (error) {
      // A file that cannot be read as a whole keeps its preview; anything else is tried again
      // at the next start.
      if (error instanceof BadRequestException) {
        await this.originals.delete(original).catch(() => undefined);
      }
      this.logger.warn(`Could not derive the WebP sizes of ${previewKey}: ${String(error)}`);
    }
  }
}

/** One flat directory: the key with its slashes escaped. */
function originalNameOf(previewKey: string): string {
  return encodeURIComponent(previewKey);
}

/** A stray file's name is returned as it is, and then ignored as not a listing photo. */
function previewKeyOfOriginal(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
