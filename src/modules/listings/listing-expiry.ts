import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { JobLeases } from '../coordination/job-leases.service';
import { MailService } from '../mail/mail.service';
import { SellerService } from '../seller/seller.service';
import { Listing, ListingStatus } from './entities/listing.entity';
import { ListingLifecycle, RENEWAL_WINDOW_DAYS } from './listing-lifecycle';
import { ListingRenewalLinks } from './listing-renewal-links';
import { LISTING_TYPES } from './listing-types';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_JOB = 'expire-listings';
/** Rows read per query; a run goes on batch after batch until nothing is left. */
const BATCH = 100;
/** Statuses a listing may expire from later (an expired one has no further expiry to set). */
const DATED: ListingStatus[] = ['active', 'pending', 'hidden'];

/** What one run did. */
export interface ExpiryRound {
  /** Listings from before expiry existed that were given an expiry date. */
  dated: number;
  expired: number;
  reminded: number;
}

/**
 * Listings run out LISTING_EXPIRY_DAYS after they went public: their sellers are reminded by
 * e-mail RENEWAL_WINDOW_DAYS before, with a one-click renewal link, and the listing leaves the
 * public pages when its time comes. One instance does each run; each step is safe to repeat.
 */
@Injectable()
export class ListingExpiry {
  private readonly logger = new Logger('ListingExpiry');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
    private readonly lifecycle: ListingLifecycle,
    private readonly links: ListingRenewalLinks,
    private readonly sellers: SellerService,
    private readonly mail: MailService,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: EXPIRY_JOB })
  async runOnSchedule(): Promise<void> {
    const run = await this.leases.runExclusive(EXPIRY_JOB, { holdAtLeastMs: 60_000 }, (signal) =>
      this.run(new Date(), signal),
    );
    if (run.ran && (run.result.dated || run.result.expired || run.result.reminded)) {
      const { dated, expired, reminded } = run.result;
      this.logger.log(
        `Listings: ${dated} dated, ${expired} expired, ${reminded} seller(s) reminded`,
      );
    }
  }

  /** One run: date, expire, remind. Stops between batches when `signal` says it was taken over. */
  async run(now = new Date(), signal?: AbortSignal): Promise<ExpiryRound> {
    const round: ExpiryRound = { dated: 0, expired: 0, reminded: 0 };
    round.dated = await this.dateUndated(now, signal);
    round.expired = await this.expireDue(now, signal);
    round.reminded = await this.remindDue(now, signal);
    return round;
  }

  /** Listings from before expiry existed get a full period from now. */
  private async dateUndated(now: Date, signal?: AbortSignal): Promise<number> {
    const listings = this.dataSource.getRepository(Listing);
    let dated = 0;
    while (!signal?.aborted) {
      const batch = await listings.find({
        select: { id: true },
        where: { status: In(DATED), expiresAt: IsNull() },
        take: BATCH,
      });
      if (!batch.length) break;
      const { affected } = await listings.update(
        { id: In(batch.map((row) => row.id)), expiresAt: IsNull() },
        { expiresAt: this.lifecycle.expiryFrom(now) },
      );
      dated += affected ?? 0;
      if (!affected) break;
    }
    return dated;
  }

  private async expireDue(now: Date, signal?: AbortSignal): Promise<number> {
    let expired = 0;
    while (!signal?.aborted) {
      const due = await this.dataSource.getRepository(Listing).find({
        select: { id: true },
        where: { status: 'active', expiresAt: LessThanOrEqual(now) },
        order: { expiresAt: 'ASC' },
        take: BATCH,
      });
      const before = expired;
      for (const { id } of due) if (await this.lifecycle.expire(id, now)) expired += 1;
      if (due.length < BATCH || expired === before) break;
    }
    return expired;
  }

  /**
   * Each listing entering the renewal window is marked reminded before its e-mail goes, by an
   * update only one caller can win, so a seller is reminded once; a mail that fails is unmarked
   * for the next run to try again.
   */
  private async remindDue(now: Date, signal?: AbortSignal): Promise<number> {
    const listings = this.dataSource.getRepository(Listing);
    const windowEnd = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS);
    let reminded = 0;
    while (!signal?.aborted) {
      const due = await listings.find({
        where: {
          status: 'active',
          expiresAt: And(MoreThan(now), LessThanOrEqual(windowEnd)),
          expiryRemindedAt: IsNull(),
        },
        order: { expiresAt: 'ASC' },
        take: BATCH,
      });
      const before = reminded;
      for (const listing of due) {
        const { affected } = await listings.update(
          {
            id: listing.id,
            status: 'active',
            expiresAt: listing.expiresAt!,
            expiryRemindedAt: IsNull(),
          },
          { expiryRemindedAt: now },
        );
        if (!affected) continue;
        try {
          await this.remind(listing, now);
          reminded += 1;
        } catch (error) {
          this.logger.warn(
            `Could not remind the seller of listing ${listing.id}: ${String(error)}`,
          );
          // The mark is this run's own: no other run sends this reminder while it stands.
          await listings.update(
            { id: listing.id, expiryRemindedAt: Not(IsNull()) },
            { expiryRemindedAt: null },
          );
        }
      }
      // A batch that reminded nobody (the mail is down) is left to the next run.
      if (due.length < BATCH || reminded === before) break;
    }
    return reminded;
  }

  private async remind(listing: Listing, now: Date): Promise<void> {
    const [seller] = await this.sellers.findByIds([listing.sellerId]);
    if (!seller) return;
    const def = LISTING_TYPES[listing.type];
    const what = listingTitle(listing);
    const days = Math.max(1, Math.ceil((listing.expiresAt!.getTime() - now.getTime()) / DAY_MS));
    const date = listing.expiresAt!.toISOString().slice(0, 10);
    const link = this.links.linkFor(listing);
    await this.mail.send({
      to: seller.email,
      subject: `Your ${def.label} listing expires in ${days} day(s) / ማስታወቂያዎ በ${days} ቀን ውስጥ ያበቃል`,
      text: [
        `Hello ${seller.sellerFirstName},`,
        '',
        `Your listing "${what}" on Gebeya expires on ${date}. Renew it for free with one click, and it moves back to the top:`,
        link,
        '',
        `ሰላም ${seller.sellerFirstName}፣`,
        '',
        `በገበያ ላይ ያለው "${what}" ማስታወቂያዎ ${date} ላይ ያበቃል። በአንድ ጠቅታ በነጻ ያድሱት፤ ወደ ዝርዝሩ አናት ይመለሳል፦`,
        link,
      ].join('\n'),
    });
  }
}

/** How the seller knows the listing: the car's make and model, or the house's type and place. */
function listingTitle(listing: Listing): string {
  const parts =
    LISTING_TYPES[listing.type].category === 'car'
      ? [listing.make, listing.model, listing.year]
      : [listing.houseType, listing.subcity, listing.city];
  return parts.filter((part) => part !== null && part !== '').join(' ');
}
