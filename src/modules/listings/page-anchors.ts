import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SelectStatements } from '../../common/database/select-statements';
import { JobLeases } from '../coordination/job-leases.service';
import { ListingPageAnchor } from './entities/listing-page-anchor.entity';
import { ListingTotal } from './entities/listing-total.entity';
import { Listing } from './entities/listing.entity';
import { LISTING_TYPE_KEYS, ListingTypeKey } from './listing-types';
import { pastKey } from './page-cursor';

/** A type gets an anchor every this many public listings (newest first). */
export const ANCHOR_SPACING = 1000;
/** How often an instance looks whether a type's anchors have drifted apart, and first after start. */
const CHECK_EVERY_MS = 2 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 30 * 1000;
const ANCHORS_JOB = 'page-anchors';

/** A place in a type's public listings and how many of them are newer. */
export interface PageAnchor {
  createdAt: Date | string;
  listingId: number;
  position: number;
}

/** The key a listing has in the newest-first order. */
type Keyed = Pick<Listing, 'type' | 'id' | 'createdAt'>;

/** The listings' newest-first key, as columns of the alias `l`. */
export const NEWEST_KEY = { value: 'l.createdAt', id: 'l.id' };
/** The parameter names a listing's key is bound under when reading past it (pastKey). */
const OLDER = { value: 'createdAt', id: 'id' };

/** An anchor as read: its key and position, whichever engine's types they come in. */
const ANCHOR_COLUMNS = [
  'a.createdAt AS createdAt',
  'a.listingId AS listingId',
  'a.position AS position',
];
interface AnchorRow {
  createdAt: Date | string;
  listingId: number | string;
  position: number | string;
}
const anchorOf = (row: AnchorRow): PageAnchor => ({
  createdAt: row.createdAt,
  listingId: Number(row.listingId),
  position: Number(row.position),
});

/**
 * Keeps listing_page_anchors, where a page asked for by its number starts (ListingQueries): the
 * positions move in the transaction that adds or removes a public listing (ListingQueries'
 * hooks, which also hold the type's listing_totals row), and a type is anchored again from its
 * listings when new ones have piled up above its first anchor or its anchors drifted apart.
 */
export const PageAnchors = {
  /** A public listing came (+1) or went (-1): every anchor older than it moves by one. */
  async shift(manager: EntityManager, listing: Keyed, change: 1 | -1): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ListingPageAnchor)
      .set({ position: () => `position ${change > 0 ? '+' : '-'} 1` })
      .where(`type = :type AND ${pastKey({ value: 'createdAt', id: 'listingId' }, '<', OLDER)}`, {
        createdAt: listing.createdAt,
        id: listing.id,
        type: listing.type,
      })
      .execute();
  },

  /** The type's anchors, first to last. */
  async of(manager: EntityManager, type: ListingTypeKey): Promise<PageAnchor[]> {
    const rows = await manager
      .createQueryBuilder(ListingPageAnchor, 'a')
      .select(ANCHOR_COLUMNS)
      .where('a.type = :type', { type })
      .orderBy('a.position', 'ASC')
      .getRawMany<AnchorRow>();
    return rows.map(anchorOf);
  },

  /** The type's last anchor at or before `start` (a page's first row), read on every deep page. */
  async before(
    statements: SelectStatements,
    manager: EntityManager,
    type: ListingTypeKey,
    start: number,
  ): Promise<PageAnchor | undefined> {
    const [row] = await statements.rows<AnchorRow>(
      'anchor before',
      (markers) =>
        manager
          .createQueryBuilder(ListingPageAnchor, 'a')
          .select(ANCHOR_COLUMNS)
          .where('a.type = :type AND a.position <= :start', markers)
          .orderBy('a.position', 'DESC')
          .limit(1),
      { type, start },
    );
    return row ? anchorOf(row) : undefined;
  },

  /**
   * Anchors the type anew: one every `spacing` public listings. Under the lock of the type's
   * listing_totals row, which every change of its public listings takes first, so no change
   * falls between reading the listings and writing their positions.
   */
  async rebuild(
    dataSource: DataSource,
    type: ListingTypeKey,
    spacing = ANCHOR_SPACING,
  ): Promise<number> {
    return dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(ListingTotal)
        .set({ total: () => 'total' })
        .where('type = :type', { type })
        .execute();
      const anchors: ListingPageAnchor[] = [];
      let previous: { createdAt: unknown; id: number } | undefined;
      for (;;) {
        const qb = manager
          .createQueryBuilder(Listing, 'l')
          .select(['l.createdAt AS createdAt', 'l.id AS id'])
          .where("l.type = :type AND l.status = 'active'", { type });
        if (previous) qb.andWhere(pastKey(NEWEST_KEY, '<', OLDER), previous);
        const row = await qb
          .orderBy('l.createdAt', 'DESC')
          .addOrderBy('l.id', 'DESC')
          .offset(previous ? spacing - 1 : spacing)
          .limit(1)
          .getRawOne<{ createdAt: Date | string; id: number | string }>();
        if (!row) break;
        previous = { createdAt: row.createdAt, id: Number(row.id) };
        anchors.push(
          manager.create(ListingPageAnchor, {
            type,
            createdAt: row.createdAt as Date,
            listingId: previous.id,
            position: (anchors.length + 1) * spacing,
          }),
        );
      }
      await manager.delete(ListingPageAnchor, { type });
      for (let at = 0; at < anchors.length; at += 200) {
        await manager.insert(ListingPageAnchor, anchors.slice(at, at + 200));
      }
      return anchors.length;
    });
  },

  /**
   * Whether the type should be anchored again: listings piled up above the first anchor or past
   * the last, or two anchors drifted to twice the spacing apart (or to half of it).
   */
  drifted(anchors: PageAnchor[], total: number, spacing = ANCHOR_SPACING): boolean {
    if (!anchors.length) return total >= 2 * spacing;
    const gaps = anchors.map((anchor, i) => anchor.position - (i ? anchors[i - 1].position : 0));
    gaps.push(total - anchors[anchors.length - 1].position);
    return gaps.some(
      (gap, i) => gap >= 2 * spacing || (i > 0 && i < anchors.length && gap < spacing / 2),
    );
  },
};

/**
 * Looks soon after start and then every CHECK_EVERY_MS, in one instance at a time (a lease), for
 * types whose anchors drifted, and anchors them again.
 */
@Injectable()
export class PageAnchorsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('PageAnchors');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    // The scheduler clears both at shutdown, as it stops the cron jobs.
    const first = setTimeout(() => void this.runOnSchedule(), FIRST_CHECK_AFTER_MS).unref();
    this.scheduler.addTimeout(`${ANCHORS_JOB}-first`, first);
    const timer = setInterval(() => void this.runOnSchedule(), CHECK_EVERY_MS).unref();
    this.scheduler.addInterval(ANCHORS_JOB, timer);
  }

  async runOnSchedule(): Promise<void> {
    try {
      const run = await this.leases.runExclusive(ANCHORS_JOB, {}, (signal) => this.run(signal));
      if (run.ran && run.result.length) {
        this.logger.log(`Browse pages anchored again: ${run.result.join(', ')}`);
      }
    } catch (error) {
      this.logger.error(`Anchoring the browse pages failed: ${(error as Error).message}`);
    }
  }

  /** Anchors again each type that drifted; returns those types. */
  async run(signal?: AbortSignal, spacing = ANCHOR_SPACING): Promise<ListingTypeKey[]> {
    const anchored: ListingTypeKey[] = [];
    for (const type of LISTING_TYPE_KEYS) {
      if (signal?.aborted) break;
      const manager = this.dataSource.manager;
      const totals = await manager.findOneBy(ListingTotal, { type });
      const anchors = await PageAnchors.of(manager, type);
      if (!PageAnchors.drifted(anchors, totals?.total ?? 0, spacing)) continue;
      await PageAnchors.rebuild(this.dataSource, type, spacing);
      anchored.push(type);
    }
    return anchored;
  }
}
