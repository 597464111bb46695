import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { appConfig, AppConfig, savedConfig, SavedConfig } from '../../config/configuration';
import { BuyerService } from '../buyer/buyer.service';
import { JobLeases } from '../coordination/job-leases.service';
import { listingPagePath } from '../listings/listing-preview';
import { ListingSummaries } from '../listings/listing-summaries';
import { MailService } from '../mail/mail.service';
import { SellerService } from '../seller/seller.service';
import { Favourite } from './entities/favourite.entity';
import { ListingSnapshot } from './entities/listing-snapshot';
import { SavedAlert } from './entities/saved-alert.entity';
import { SavedSearch } from './entities/saved-search.entity';
import type { SavedOwner } from './saved-owner';
import { snapshotDiffers, snapshotOf } from './snapshots';
import { SavedSearchesService } from './saved-searches.service';

const ALERTS_JOB = 'saved-search-alerts';
/**
 * A listing is stamped when its post starts and is seen once its transaction commits: each look
 * goes this far back past the last one, and the alerts' unique key drops what was seen before.
 */
const COMMIT_LAG_MS = 2 * 60_000;
const MAIL_EVERY_MS = 24 * 60 * 60_000;
const BATCH = 200;

/** What one run did. */
export interface AlertRun {
  newMatches: number;
  priceDrops: number;
  mails: number;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Makes the alerts: listings posted since a saved search last looked that its browse finds, and
 * favourites whose price fell. Then e-mails each search's new matches, at most once a day. Runs
 * every ALERTS_EVERY_SECONDS in every instance, scheduled like the other jobs (its period is a
 * setting, so an interval rather than a cron); the lease lets one do each run, and every step can
 * be run again after a crash without alerting or mailing anything twice.
 */
@Injectable()
export class SavedAlertsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('SavedAlerts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
    private readonly listings: ListingSummaries,
    private readonly mail: MailService,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    @Inject(savedConfig.KEY) private readonly config: SavedConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    private readonly searches: SavedSearchesService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const everyMs = this.config.alertsEverySeconds * 1000;
    const timer = setInterval(() => void this.runOnSchedule(), everyMs).unref();
    // The scheduler clears it at shutdown, as it stops the cron jobs.
    this.scheduler.addInterval(ALERTS_JOB, timer);
  }

  /** One instance does each run; the others skip it. */
  async runOnSchedule(): Promise<AlertRun | undefined> {
    const everyMs = this.config.alertsEverySeconds * 1000;
    try {
      const run = await this.leases.runExclusive(
        ALERTS_JOB,
        { holdAtLeastMs: Math.min(everyMs / 2, 30_000) },
        (signal) => this.run(new Date(), signal),
      );
      if (!run.ran) return undefined;
      const { newMatches, priceDrops, mails } = run.result;
      if (newMatches || priceDrops || mails) {
        this.logger.log(
          `${newMatches} new match(es), ${priceDrops} price drop(s), ${mails} mail(s)`,
        );
      }
      return run.result;
    } catch (error) {
      this.logger.error(`The alerts run failed: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Every step of a run; the caller holds the lease. */
  async run(now = new Date(), signal?: AbortSignal): Promise<AlertRun> {
    const newMatches = await this.alertNewMatches(now, signal);
    const priceDrops = await this.alertPriceDrops(signal);
    const mails = await this.mailNewMatches(now, signal);
    return { newMatches, priceDrops, mails };
  }

  /** Each saved search's public listings posted since it last looked. */
  async alertNewMatches(now: Date, signal?: AbortSignal): Promise<number> {
    const searches = this.dataSource.getRepository(SavedSearch);
    let made = 0;
    for (let after = 0; !signal?.aborted;) {
      const batch = await searches.find({
        where: { id: MoreThan(after) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (!batch.length) break;
      for (const search of batch) {
        if (signal?.aborted) break;
        made += await this.lookAgain(search, now);
      }
      after = batch[batch.length - 1].id;
    }
    return made;
  }

  private async lookAgain(search: SavedSearch, now: Date): Promise<number> {
    const since = new Date(
      Math.max(search.checkedUntil.getTime() - COMMIT_LAG_MS, search.createdAt.getTime()),
    );
    let made = 0;
    try {
      const found = await this.listings.newMatching(search.listingType, search.query, since);
      for (const listing of found) {
        const inserted = await this.insertAlert({
          ownerType: search.ownerType,
          ownerId: search.ownerId,
          kind: 'newMatch',
          alertKey: `search:${search.id}:${listing.postHash}`,
          savedSearchId: search.id,
          searchName: search.name,
          listing: snapshotOf(listing),
          previousPrice: null,
        });
        if (inserted) made += 1;
      }
    } catch (error) {
      // A query that no longer reads (a filter the browse dropped): the others still run.
      this.logger.warn(`Saved search ${search.id} could not be run: ${(error as Error).message}`);
      return made;
    }
    await this.dataSource
      .getRepository(SavedSearch)
      .update({ id: search.id, checkedUntil: LessThanOrEqual(now) }, { checkedUntil: now });
    return made;
  }

  /**
   * Favourites still public in the same currency at a lower price than last seen. The alert is
   * written before the snapshot follows the new price, and its key names both prices: a run
   * stopped in between alerts nothing twice.
   */
  async alertPriceDrops(signal?: AbortSignal): Promise<number> {
    const favourites = this.dataSource.getRepository(Favourite);
    let made = 0;
    for (let after = 0; !signal?.aborted;) {
      const batch = await favourites.find({
        where: { id: MoreThan(after) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (!batch.length) break;
      const current = await this.listings.byPostHashes(batch.map((f) => f.snapshot.postHash));
      for (const favourite of batch) {
        const listing = current.get(favourite.snapshot.postHash);
        if (!listing || listing.status !== 'active') continue;
        const now = snapshotOf(listing);
        const kept = favourite.snapshot;
        if (now.currency === kept.currency && now.price < kept.price) {
          const inserted = await this.insertAlert({
            ownerType: favourite.ownerType,
            ownerId: favourite.ownerId,
            kind: 'priceDrop',
            alertKey: `drop:${favourite.id}:${kept.price}:${now.price}`,
            savedSearchId: null,
            searchName: null,
            listing: now,
            previousPrice: kept.price,
          });
          if (inserted) made += 1;
        }
        if (snapshotDiffers(kept, now)) {
          await favourites.update({ id: favourite.id }, { snapshot: now });
        }
      }
      after = batch[batch.length - 1].id;
    }
    return made;
  }

  /**
   * One mail per saved search with e-mails on and new matches not yet mailed, unless one went
   * out in the last day. The search's mail day is claimed and its alerts marked mailed in one
   * transaction before sending: a crash after it loses that mail rather than sending it twice.
   */
  async mailNewMatches(now: Date, signal?: AbortSignal): Promise<number> {
    const waiting = await this.dataSource
      .getRepository(SavedAlert)
      .createQueryBuilder('a')
      .select('DISTINCT a.savedSearchId', 'id')
      .innerJoin(SavedSearch, 's', 's.id = a.savedSearchId')
      .where('a.mailedAt IS NULL AND a.kind = :kind AND s.emailAlerts = :on', {
        kind: 'newMatch',
        on: true,
      })
      .andWhere('(s.lastMailedAt IS NULL OR s.lastMailedAt <= :dayAgo)', {
        dayAgo: new Date(now.getTime() - MAIL_EVERY_MS),
      })
      .getRawMany<{ id: number | string }>();
    let sent = 0;
    for (const { id } of waiting) {
      if (signal?.aborted) break;
      try {
        if (await this.mailOne(Number(id), now)) sent += 1;
      } catch (error) {
        this.logger.error(
          `The alert mail of saved search ${id} failed: ${(error as Error).message}`,
        );
      }
    }
    return sent;
  }

  private async mailOne(savedSearchId: number, now: Date): Promise<boolean> {
    const claimed = await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager
        .createQueryBuilder()
        .update(SavedSearch)
        .set({ lastMailedAt: now })
        .where('id = :id AND emailAlerts = :on', { id: savedSearchId, on: true })
        .andWhere('(lastMailedAt IS NULL OR lastMailedAt <= :dayAgo)', {
          dayAgo: new Date(now.getTime() - MAIL_EVERY_MS),
        })
        .execute();
      if (!affected) return null;
      const search = await manager.findOneByOrFail(SavedSearch, { id: savedSearchId });
      const alerts = await manager.find(SavedAlert, {
        where: { savedSearchId, kind: 'newMatch', mailedAt: IsNull() },
        order: { id: 'DESC' },
      });
      if (!alerts.length) return null;
      await manager.update(SavedAlert, { id: In(alerts.map((a) => a.id)) }, { mailedAt: now });
      return { search, alerts };
    });
    if (!claimed) return false;
    const to = await this.emailOf(claimed.search);
    if (!to) return false;
    await this.mail.send({
      to,
      ...this.mailFor(
        claimed.search,
        claimed.alerts.map((alert) => alert.listing),
      ),
    });
    return true;
  }

  private async emailOf(owner: SavedOwner): Promise<string | undefined> {
    const service = owner.ownerType === 'seller' ? this.sellers : this.buyers;
    return (await service.findPerson(owner.ownerId))?.email;
  }

  /**
   * The mail, in English and Amharic (an account keeps no language): each new listing with its
   * link, then the alerts page and the one-click unsubscribe.
   */
  mailFor(search: SavedSearch, listings: ListingSnapshot[]): { subject: string; text: string } {
    const site = this.app.publicUrl;
    const count = listings.length;
    const lines = listings.map(
      (listing) =>
        `- ${listing.title} · ${NUMBER.format(listing.price)} ${listing.currency}` +
        `${listing.rentPeriod ? ` ${listing.rentPeriod}` : ''} · ${listing.city}\n` +
        `  ${site}${listingPagePath(listing.listingType, listing.postHash)}`,
    );
    const unsubscribe = this.searches.unsubscribeLink(site, search.id);
    return {
      subject: `${count} new listing${count === 1 ? '' : 's'} for "${search.name}" on Gebeya`,
      text:
        `${count === 1 ? 'A new listing matches' : `${count} new listings match`} your saved search "${search.name}":\n` +
        `ከተቀመጠው ፍለጋዎ "${search.name}" ጋር የሚስማሙ ${count} አዲስ ማስታወቂያዎች፦\n\n` +
        `${lines.join('\n')}\n\n` +
        `All your alerts / ሁሉም ማሳወቂያዎችዎ: ${site}/alerts\n\n` +
        `At most one such e-mail a day for this search. To stop them, open:\n` +
        `ለዚህ ፍለጋ ቢበዛ በቀን አንድ ኢሜይል። እንዲቆሙ ይህን ይክፈቱ፦\n${unsubscribe}\n`,
    };
  }

  /** False when the key exists: that alert was made before. */
  private async insertAlert(alert: Omit<SavedAlert, 'id' | 'readAt' | 'mailedAt' | 'createdAt'>) {
    try {
      await this.dataSource.getRepository(SavedAlert).insert(alert);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
