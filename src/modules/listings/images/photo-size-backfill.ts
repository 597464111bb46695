import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { JobLeases } from '../../coordination/job-leases.service';
import { Listing } from '../entities/listing.entity';
import { mediumKeyOf } from '../listing-mapper';
import { ImageColumn, SLOT_COLUMN } from '../listing-types';
import { mediumImageOf } from './image-processor';
import { ImageStorage } from './image-storage';

const BACKFILL_JOB = 'photo-size-backfill';
/** Listings read per query; one run goes on batch after batch until none is left. */
const BATCH = 50;
const PHOTO_COLUMNS = Object.values(SLOT_COLUMN);

type ListingPhotoKeys = Pick<Listing, 'id' | ImageColumn>;

/** What one run did. */
export interface BackfillRound {
  /** Listings whose photos now all have their 800 px size. */
  listings: number;
  /** Those sizes made. */
  photos: number;
  /** Listings left for a later run: a photo that could not be read from storage. */
  deferred: number;
}

/**
 * Gives the photos of listings posted before the 800 px size existed that size, from their large
 * WebP, then marks the listing (`mediumPhotos`) so its pages start naming it. One instance at a
 * time, one photo after another, so the work keeps to one core; every run starts where the last
 * left off, and a listing changed meanwhile is simply visited again by the next run.
 */
@Injectable()
export class PhotoSizeBackfill implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PhotoSizeBackfill');
  private stopping = false;
  private running?: Promise<unknown>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
    private readonly leases: JobLeases,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: BACKFILL_JOB })
  async runOnSchedule(): Promise<void> {
    if (this.stopping || this.running) return;
    const run = this.leases.runExclusive(BACKFILL_JOB, {}, (signal) => this.run(signal));
    this.running = run;
    try {
      const done = await run;
      if (done.ran && (done.result.listings || done.result.deferred)) {
        const { listings, photos, deferred } = done.result;
        this.logger.log(
          `800 px photo sizes: ${photos} made for ${listings} listing(s), ${deferred} left for later`,
        );
      }
    } finally {
      this.running = undefined;
    }
  }

  /** One pass over the listings still without the size; stops between listings when told. */
  async run(signal?: AbortSignal): Promise<BackfillRound> {
    const round: BackfillRound = { listings: 0, photos: 0, deferred: 0 };
    const listings = this.dataSource.getRepository(Listing);
    let after = 0;
    while (!this.stopping && !signal?.aborted) {
      const batch = await listings.find({
        select: ['id', ...PHOTO_COLUMNS],
        where: { mediumPhotos: false, id: MoreThan(after) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      for (const listing of batch) {
        if (this.stopping || signal?.aborted) break;
        after = listing.id;
        const made = await this.backfill(listing);
        if (made === undefined) round.deferred += 1;
        else if (made >= 0) {
          round.listings += 1;
          round.photos += made;
        }
      }
      if (batch.length < BATCH) break;
    }
    return round;
  }

  /** A run under way finishes the photo it is on; the rest wait for the next run, anywhere. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running?.catch(() => undefined);
  }

  /**
   * The 800 px size of each of the listing's WebP photos, then the mark, only if the listing
   * still shows those photos. Returns how many sizes were made, -1 when the listing changed
   * meanwhile, undefined when a photo could not be read (tried again by a later run).
   */
  private async backfill(listing: ListingPhotoKeys): Promise<number | undefined> {
    const made: string[] = [];
    for (const column of PHOTO_COLUMNS) {
      const key = listing[column];
      // A preview still waits for its photo work, which makes every size, this one included.
      if (!key.endsWith('.webp')) continue;
      let large: Buffer;
      try {
        large = await this.storage.read(key);
      } catch (error) {
        // Storage out of reach for now: sizes made so far stay, and are made again next time.
        this.logger.warn(`Could not read ${key}: ${String(error)}`);
        return undefined;
      }
      try {
        await this.storage.put(mediumKeyOf(key), await mediumImageOf(large), 'image/webp');
        made.push(key);
      } catch (error) {
        // A stored photo that cannot be decoded has no smaller size to give; its page shows the
        // large one, as before.
        this.logger.warn(`Could not make the 800 px size of ${key}: ${String(error)}`);
      }
    }
    const { id, imageFront, imageBack, imageRight, imageLeft } = listing;
    const { affected } = await this.dataSource
      .getRepository(Listing)
      .update(
        { id, imageFront, imageBack, imageRight, imageLeft, mediumPhotos: false },
        { mediumPhotos: true },
      );
    if (affected) return made.length;
    // A photo was replaced or the listing deleted: the sizes made for photos it no longer shows
    // go with them.
    const now = await this.dataSource
      .getRepository(Listing)
      .findOne({ select: ['id', ...PHOTO_COLUMNS], where: { id: listing.id } });
    const shown = new Set(now ? PHOTO_COLUMNS.map((column) => now[column]) : []);
    await this.removeMedium(made.filter((key) => !shown.has(key)));
    return -1;
  }

  private async removeMedium(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage
        .delete(mediumKeyOf(key))
        .catch((error: unknown) => this.logger.warn(`Could not delete ${key}: ${String(error)}`));
    }
  }
}
