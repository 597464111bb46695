import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { BuyerService } from '../buyer/buyer.service';
import type { StatusChangeRecord } from '../listings/listing-lifecycle';
import { ListingLifecycle } from '../listings/listing-lifecycle';
import type { ListingRecord } from '../listings/listing-mapper';
import type { ListingTypeKey } from '../listings/listing-types';
import { ListingsService, ModerationListing } from '../listings/listings.service';
import { SellerService } from '../seller/seller.service';
import type {
  QueueCounts,
  QueueEntryView,
  QueueReportView,
  QueueSection,
  ReasonCount,
} from './dto/moderation.dto';
import type { ListingReport, ReportReason } from './entities/listing-report.entity';
import { ListingReportsService, ReportedListing } from './listing-reports.service';
import { MODERATION_ERRORS } from './moderation-errors';

export interface QueuePage {
  entries: QueueEntryView[];
  total: number;
  counts: QueueCounts;
}

/** What the moderator acts on: a listing by its type and postHash. */
export interface ModeratedListing {
  type: ListingTypeKey;
  postHash: string;
}

/**
 * The moderation queue (reported listings, the most reported first; then the ones the system
 * flagged; then the ones waiting for approval) and the moderators' actions on a listing. Every
 * action is written to the audit log in the transaction that makes it.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ListingReportsService,
    private readonly listings: ListingsService,
    private readonly lifecycle: ListingLifecycle,
    private readonly audit: AuditService,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
  ) {}

  /** How many listings wait in each part of the queue (the menu badge). */
  async counts(): Promise<QueueCounts> {
    return (await this.parts()).counts;
  }

  /** One page of the queue, in its order. */
  async queue(page: number, pageSize: number): Promise<QueuePage> {
    const { reported, counts } = await this.parts();
    const offset = (page - 1) * pageSize;
    const shownReported = reported.slice(offset, offset + pageSize);
    const except = reported.map((r) => r.listingId);
    let room = pageSize - shownReported.length;
    const flaggedFrom = Math.max(0, offset - reported.length);
    const flagged =
      room > 0 ? await this.listings.inReview('flagged', except, flaggedFrom, room) : undefined;
    room -= flagged?.ids.length ?? 0;
    const pendingFrom = Math.max(0, offset - reported.length - counts.flagged);
    const pending =
      room > 0 ? await this.listings.inReview('pending', except, pendingFrom, room) : undefined;

    const sections = new Map<number, QueueSection>([
      ...shownReported.map((r): [number, QueueSection] => [r.listingId, 'reported']),
      ...(flagged?.ids ?? []).map((id): [number, QueueSection] => [id, 'flagged']),
      ...(pending?.ids ?? []).map((id): [number, QueueSection] => [id, 'pending']),
    ]);
    const entries = await this.entries(sections);
    if (entries.length < sections.size && shownReported.length) {
      // Reports of listings removed meanwhile (by their seller, or sold): they are gone too.
      const gone = shownReported
        .map((r) => r.listingId)
        .filter((id) => !entries.some((entry) => entry.id === id));
      if (gone.length) {
        await this.reports.forget(gone);
        return this.queue(page, pageSize);
      }
    }
    return { entries: entries.map((entry) => entry.view), total: counts.total, counts };
  }

  /** Hidden listings, the last hidden first: where a moderator restores one. */
  async hidden(
    page: number,
    pageSize: number,
  ): Promise<{ entries: QueueEntryView[]; total: number }> {
    const { ids, total } = await this.listings.inReview(
      'hidden',
      [],
      (page - 1) * pageSize,
      pageSize,
    );
    const entries = await this.entries(new Map(ids.map((id) => [id, 'hidden' as const])));
    return { entries: entries.map((entry) => entry.view), total };
  }

  /** Hides a listing with the reason its seller reads; its open reports are closed. */
  async hide(actor: AuthUser, target: ModeratedListing, reason: string) {
    const listing = await this.listings.findByPostHash(target.type, target.postHash);
    const changed = await this.lifecycle.hide(
      listing.id,
      reason,
      this.recorded(actor, target, 'listing.hide', async (manager) => ({
        reason,
        reportsClosed: await this.reports.close(manager, listing.id, 'hidden', actor.id),
      })),
    );
    return this.staffWire(changed);
  }

  /** Makes a hidden listing public again (or expired, if its time ran out). */
  async restore(actor: AuthUser, target: ModeratedListing) {
    const listing = await this.listings.findByPostHash(target.type, target.postHash);
    const changed = await this.lifecycle.restore(
      listing.id,
      this.recorded(actor, target, 'listing.restore'),
    );
    return this.staffWire(changed);
  }

  /** Lets a listing waiting for approval go public. */
  async approve(actor: AuthUser, target: ModeratedListing) {
    const listing = await this.listings.findByPostHash(target.type, target.postHash);
    const changed = await this.lifecycle.approve(
      listing.id,
      this.recorded(actor, target, 'listing.approve'),
    );
    return this.staffWire(changed);
  }

  /** Nothing wrong: closes the listing's open reports and clears the system's flag. */
  async dismiss(actor: AuthUser, target: ModeratedListing) {
    const listing = await this.listings.findByPostHash(target.type, target.postHash);
    const wasFlagged = listing.flaggedAt !== null;
    const changed = await this.lifecycle.clearFlag(
      listing.id,
      this.recorded(actor, target, 'listing.dismiss', async (manager) => {
        const reportsClosed = await this.reports.close(manager, listing.id, 'dismissed', actor.id);
        if (!reportsClosed && !wasFlagged) {
          throw new ConflictException(MODERATION_ERRORS.NOTHING_TO_DISMISS());
        }
        return { reportsClosed, flagReason: listing.flagReason };
      }),
    );
    return this.staffWire(changed);
  }

  /** Deletes a listing as staff removal does; its reports go with it. */
  async remove(actor: AuthUser, target: ModeratedListing, reason: string): Promise<void> {
    await this.listings.removeAsStaff(
      target.type,
      target.postHash,
      this.recorded(actor, target, 'listing.remove', async (manager, listing) => ({
        reason,
        reportsClosed: await this.reports.forget([listing.id], manager),
      })),
    );
  }

  /** The audit entry of an action, written in its transaction with what `details` adds. */
  private recorded(
    actor: AuthUser,
    target: ModeratedListing,
    action: string,
    details?: (manager: EntityManager, listing: ListingRecord) => Promise<Record<string, unknown>>,
  ): StatusChangeRecord {
    return async (manager, listing) => {
      const more = details ? await details(manager, listing) : {};
      await this.audit.record(
        actor,
        {
          action,
          targetType: 'listing',
          targetId: target.postHash,
          details: {
            type: target.type,
            sellerId: listing.sellerId,
            status: listing.status,
            ...more,
          },
        },
        manager,
      );
    };
  }

  private async staffWire(listing: ListingRecord) {
    return this.listings.wire(listing, { userType: 'employee' });
  }

  /** The reported listings (in order) and how many wait in each part. */
  private async parts(): Promise<{ reported: ReportedListing[]; counts: QueueCounts }> {
    const reported = await this.reports.reportedListings();
    const except = reported.map((r) => r.listingId);
    const [flagged, pending] = await Promise.all([
      this.listings.inReview('flagged', except, 0, 0),
      this.listings.inReview('pending', except, 0, 0),
    ]);
    const counts = {
      reported: reported.length,
      flagged: flagged.total,
      pending: pending.total,
      total: reported.length + flagged.total + pending.total,
    };
    return { reported, counts };
  }

  /** The queue's entries of these listings, in the map's order, with their open reports. */
  private async entries(
    sections: Map<number, QueueSection>,
  ): Promise<{ id: number; view: QueueEntryView }[]> {
    const ids = [...sections.keys()];
    const [listings, reports] = await Promise.all([
      this.listings.forModeration(ids),
      this.reports.openReportsOf(ids),
    ]);
    const reporters = await this.reporterViews(reports);
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    return ids.flatMap((id) => {
      const listing = byId.get(id);
      if (!listing) return [];
      const own = reports.filter((report) => report.listingId === id);
      return [{ id, view: this.entryOf(sections.get(id)!, listing, own, reporters) }];
    });
  }

  private entryOf(
    section: QueueSection,
    listing: ModerationListing,
    reports: ListingReport[],
    reporters: Map<string, QueueReportView['reporter']>,
  ): QueueEntryView {
    const perReason = new Map<ReportReason, number>();
    for (const report of reports) {
      perReason.set(report.reason, (perReason.get(report.reason) ?? 0) + 1);
    }
    const reasons: ReasonCount[] = [...perReason]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count);
    return {
      section,
      type: listing.wire.type as ListingTypeKey,
      postHash: listing.wire.postHash as string,
      listing: listing.wire,
      openReports: reports.length,
      reasons,
      reports: reports.map((report) => ({
        reason: report.reason,
        note: report.note,
        reportedAt: report.reportedAt,
        reporter: reporters.get(`${report.reporterType}:${report.reporterId}`) ?? {
          userType: report.reporterType,
          id: report.reporterId,
          name: '',
          email: '',
        },
      })),
      flagReason: listing.flagReason,
      flaggedAt: listing.flaggedAt,
    };
  }

  /** Who made these reports (staff see reporters), by 'userType:id'. */
  private async reporterViews(reports: ListingReport[]) {
    const idsOf = (type: 'seller' | 'buyer') =>
      reports.filter((r) => r.reporterType === type).map((r) => r.reporterId);
    const [sellers, buyers] = await Promise.all([
      this.sellers.findByIds(idsOf('seller')),
      this.buyers.findByIds(idsOf('buyer')),
    ]);
    const views = new Map<string, QueueReportView['reporter']>();
    for (const s of sellers) {
      views.set(`seller:${s.sellerId}`, {
        userType: 'seller',
        id: s.sellerId,
        name: `${s.sellerFirstName} ${s.sellerLastName}`,
        email: s.email,
      });
    }
    for (const b of buyers) {
      views.set(`buyer:${b.buyerId}`, {
        userType: 'buyer',
        id: b.buyerId,
        name: `${b.buyerFirstName} ${b.buyerLastName}`,
        email: b.email,
      });
    }
    return views;
  }
}
