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

  /** Undoes store() for a post that failed; best effort, as it runs while handling an error. */
  async discard(previewKey: string): Promise<void> {
    await Promise.all([
      this.storage.delete(previewKey),
      this.originals.delete(originalNameOf(previewKey)),
    ]).catch((error: unknown) =>
      this.logger.warn(`Could not remove ${previewKey}: ${String(error)}`),
    );
  }

  /** Queues the WebP sizes of stored photos; a post calls it once its listing is committed. */
  derive(previewKeys: string[]): void {
    for (const key of previewKeys) {
      this.queue = this.queue.then(() => (this.stopping ? undefined : this.deriveOne(key)));
    }
  }

  /** Resolves when every photo queued so far has its WebP sizes (or has failed, logged). */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * Photos left pending by a stop or a crash, listed before anything can post (the demo data
   * is posted at bootstrap), so every one found belongs to a post that has ended.
   */
  async onModuleInit(): Promise<void> {
    this.derive((await this.originals.keys()).map(previewKeyOfOriginal));
  }

  /** The photo being encoded finishes; the rest stay pending for the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.queue;
  }

  private async deriveOne(previewKey: string): Promise<void> {
    const match = PREVIEW_KEY.exec(previewKey);
    const slot = match?.[2] as ImageSlot | undefined;
    if (!match || !slot || !IMAGE_SLOTS.includes(slot)) {
      this.logger.warn(`Ignoring the pending photo ${previewKey}: not a listing photo`);
      return;
    }
    const [postHash, column] = [match[1], SLOT_COLUMN[slot]];
    const files = photoFilesOf(previewKey);
    try {
      const listing = await this.dataSource
        .getRepository(Listing)
        .findOne({ where: { postHash }, select: { id: true, [column]: true } });
      const shown = listing?.[column];
      let derived = shown === files.large;
      if (shown === previewKey) {
        const original = await this.originals.read(originalNameOf(previewKey));
        const { large, thumbnail } = await processImage(original, slot);
        await this.storage.put(files.large, large, 'image/webp');
        await this.storage.put(files.thumbnail, thumbnail, 'image/webp');
        // Only while the listing still shows the preview: it may have been deleted meanwhile.
        const { affected } = await this.dataSource.transaction((manager) =>
          manager.update(Listing, { postHash, [column]: previewKey }, { [column]: files.large }),
        );
        derived = Boolean(affected);
      }
      // The listing is gone (deleted, or its post failed before a crash): so are its files.
      if (!derived) await Promise.all(Object.values(files).map((key) => this.storage.delete(key)));
      await this.originals.delete(originalNameOf(previewKey));
    } catch (error) {
      // A file that cannot be read as a whole keeps its preview; anything else is tried again
      // at the next start.
      if (error instanceof BadRequestException) {
        await this.originals.delete(originalNameOf(previewKey)).catch(() => undefined);
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
