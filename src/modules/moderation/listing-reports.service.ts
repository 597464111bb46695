import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { LISTING_ERRORS } from '../listings/listing-errors';
import type { ListingTypeKey } from '../listings/listing-types';
import { ListingsService } from '../listings/listings.service';
import type { OwnReportDto, ReportListingDto } from './dto/report.dto';
import { ListingReport, ReporterType, ReportResolution } from './entities/listing-report.entity';
import { MODERATION_ERRORS } from './moderation-errors';

/** Who reports: a signed-in seller or buyer. */
export interface Reporter {
  userType: ReporterType;
  id: number;
}

/** Reports one user may send in an hour; more are refused until the oldest leaves the hour. */
export const REPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** A listing's open reports, most first. */
export interface ReportedListing {
  listingId: number;
  openReports: number;
}

/**
 * Users' reports of listings, and the queries of listing_reports. The limit on how many one user
 * sends is counted from the rows, so it holds across every instance.
 */
@Injectable()
export class ListingReportsService {
  constructor(
    @InjectRepository(ListingReport) private readonly reports: Repository<ListingReport>,
    private readonly listings: ListingsService,
  ) {}

  /**
   * Reports a public listing. One report per user and listing: a second while the first is open
   * is refused; after a moderator closed it, reporting again reopens it with the new reason.
   */
  async report(
    reporter: Reporter,
    type: ListingTypeKey,
    postHash: string,
    body: ReportListingDto,
    now = new Date(),
  ): Promise<OwnReportDto> {
    const listing = await this.listings.findByPostHash(type, postHash);
    if (listing.status !== 'active') {
      throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    }
    if (reporter.userType === 'seller' && listing.sellerId === reporter.id) {
      throw new ForbiddenException(MODERATION_ERRORS.REPORT_OWN_LISTING());
    }
    const mine = {
      listingId: listing.id,
      reporterType: reporter.userType,
      reporterId: reporter.id,
    };
    const existing = await this.reports.findOneBy(mine);
    if (existing && existing.closedAt === null) {
      throw new ConflictException(MODERATION_ERRORS.LISTING_ALREADY_REPORTED());
    }
    await this.refuseIfTooMany(reporter, now);
    const fields = { reason: body.reason, note: body.note ?? null, reportedAt: now };
    const reopened = { ...fields, closedAt: null, resolution: null, closedBy: null };
    try {
      if (existing) {
        // Only a closed one is reopened: a report made meanwhile stays as it was.
        const { affected } = await this.reports.update(
          { id: existing.id, closedAt: Not(IsNull()) },
          reopened,
        );
        if (!affected) throw new ConflictException(MODERATION_ERRORS.LISTING_ALREADY_REPORTED());
      } else {
        await this.reports.insert(this.reports.create({ ...mine, ...reopened }));
      }
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(MODERATION_ERRORS.LISTING_ALREADY_REPORTED());
      }
      throw error;
    }
    return { reason: fields.reason, note: fields.note, reportedAt: now, open: true };
  }

  /** The caller's report of a listing, or null. */
  async own(
    reporter: Reporter,
    type: ListingTypeKey,
    postHash: string,
  ): Promise<OwnReportDto | null> {
    const listing = await this.listings.findByPostHash(type, postHash);
    const report = await this.reports.findOneBy({
      listingId: listing.id,
      reporterType: reporter.userType,
      reporterId: reporter.id,
    });
    if (!report) return null;
    return {
      reason: report.reason,
      note: report.note,
      reportedAt: report.reportedAt,
      open: report.closedAt === null,
    };
  }

  private async refuseIfTooMany(reporter: Reporter, now: Date): Promise<void> {
    const recent = await this.reports.find({
      select: { reportedAt: true },
      where: {
        reporterType: reporter.userType,
        reporterId: reporter.id,
        reportedAt: MoreThan(new Date(now.getTime() - HOUR_MS)),
      },
      order: { reportedAt: 'ASC' },
    });
    if (recent.length < REPORTS_PER_HOUR) return;
    const freeAt = recent[recent.length - REPORTS_PER_HOUR].reportedAt.getTime() + HOUR_MS;
    const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
    throw new HttpException(
      MODERATION_ERRORS.TOO_MANY_REPORTS({ minutes }),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /** Every listing with open reports, the most reported first, then the longest waiting. */
  async reportedListings(): Promise<ReportedListing[]> {
    const rows = await this.reports
      .createQueryBuilder('r')
      .select('r.listingId', 'listingId')
      .addSelect('COUNT(*)', 'openReports')
      .addSelect('MIN(r.reportedAt)', 'firstReportedAt')
      .where('r.closedAt IS NULL')
      .groupBy('r.listingId')
      .orderBy('openReports', 'DESC')
      .addOrderBy('firstReportedAt', 'ASC')
      .addOrderBy('r.listingId', 'ASC')
      .getRawMany<{ listingId: number | string; openReports: number | string }>();
    return rows.map((row) => ({
      listingId: Number(row.listingId),
      openReports: Number(row.openReports),
    }));
  }

  /** The open reports of these listings, oldest first. */
  async openReportsOf(listingIds: number[]): Promise<ListingReport[]> {
    if (!listingIds.length) return [];
    return this.reports.find({
      where: { listingId: In(listingIds), closedAt: IsNull() },
      order: { reportedAt: 'ASC', id: 'ASC' },
    });
  }

  /** Closes a listing's open reports in the moderator's transaction; how many it closed. */
  async close(
    manager: EntityManager,
    listingId: number,
    resolution: ReportResolution,
    employeeId: number,
  ): Promise<number> {
    const { affected } = await manager.update(
      ListingReport,
      { listingId, closedAt: IsNull() },
      { closedAt: new Date(), resolution, closedBy: employeeId },
    );
    return affected ?? 0;
  }

  /** Forgets every report of a listing that is gone; how many were open. */
  async forget(
    listingIds: number[],
    manager: EntityManager = this.reports.manager,
  ): Promise<number> {
    if (!listingIds.length) return 0;
    const open = await manager.countBy(ListingReport, {
      listingId: In(listingIds),
      closedAt: IsNull(),
    });
    await manager.delete(ListingReport, { listingId: In(listingIds) });
    return open;
  }
}
