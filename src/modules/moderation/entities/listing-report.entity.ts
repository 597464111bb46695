import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a report says is wrong with a listing. */
export const REPORT_REASONS = [
  'scam',
  'wrongCategory',
  'soldAlready',
  'offensive',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Who made a report: a signed-in seller or buyer. */
export type ReporterType = 'seller' | 'buyer';

/** How a moderator closed a report. */
export type ReportResolution = 'hidden' | 'dismissed';

/**
 * A user's report of a listing: one per user and listing (a closed one is reopened by reporting
 * again). Open while `closedAt` is null. Never shown to the listing's seller.
 */
@Entity('listing_reports')
@Index('UQ_listing_reports_reporter', ['listingId', 'reporterType', 'reporterId'], { unique: true })
// The queue's open reports per listing, and the badge's count of them.
@Index('IDX_listing_reports_open', ['closedAt', 'listingId'])
// How many reports one user sent lately (the rate limit).
@Index('IDX_listing_reports_reporter_reported', ['reporterType', 'reporterId', 'reportedAt'])
export class ListingReport {
  @PrimaryGeneratedColumn()
  id: number;

  /** The listing's id (owned by the listings module). */
  @Column({ type: 'int' })
  listingId: number;

  @Column({ type: 'varchar', length: 10 })
  reporterType: ReporterType;

  /** sellerId or buyerId, according to reporterType. */
  @Column({ type: 'int' })
  reporterId: number;

  @Column({ type: 'varchar', length: 20 })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  note: string | null;

  /** When it was made, or reopened. */
  @Column({ type: 'datetime' })
  reportedAt: Date;

  @Column({ type: 'datetime', nullable: true, default: null })
  closedAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true, default: null })
  resolution: ReportResolution | null;

  /** The employee who closed it. */
  @Column({ type: 'int', nullable: true, default: null })
  closedBy: number | null;
}
