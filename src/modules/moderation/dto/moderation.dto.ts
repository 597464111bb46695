import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageMetaDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { LISTING_TYPE_KEYS, type ListingTypeKey } from '../../listings/listing-types';
import { REPORT_REASONS, type ReportReason } from '../entities/listing-report.entity';
import { MODERATION_ERRORS } from '../moderation-errors';

export const MODERATION_REASON_MIN_LENGTH = 5;
/** The listing's statusReason holds at most 300 characters. */
export const MODERATION_REASON_MAX_LENGTH = 300;

export class ModeratedListingParamDto {
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  @IsIn(LISTING_TYPE_KEYS, withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: LISTING_TYPE_KEYS })))
  type: ListingTypeKey;

  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(64, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 64 })))
  postHash: string;
}

const REASON_REQUIRED = withCode(MODERATION_ERRORS.MODERATION_REASON_REQUIRED());

/** Why a moderator hides (the seller reads it) or removes a listing (the audit log keeps it). */
export class ModerationReasonDto {
  @ApiProperty({ minLength: MODERATION_REASON_MIN_LENGTH, maxLength: MODERATION_REASON_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty(REASON_REQUIRED)
  @IsString(REASON_REQUIRED)
  @MinLength(
    MODERATION_REASON_MIN_LENGTH,
    withCode(MODERATION_ERRORS.MODERATION_REASON_TOO_SHORT({ min: MODERATION_REASON_MIN_LENGTH })),
  )
  @MaxLength(
    MODERATION_REASON_MAX_LENGTH,
    withCode(MODERATION_ERRORS.MODERATION_REASON_TOO_LONG({ max: MODERATION_REASON_MAX_LENGTH })),
  )
  reason: string;
}

/** Why a listing is in the queue: the first of these that applies. */
export const QUEUE_SECTIONS = ['reported', 'flagged', 'pending', 'hidden'] as const;
export type QueueSection = (typeof QUEUE_SECTIONS)[number];

export class ReporterView {
  @ApiProperty({ enum: ['seller', 'buyer'] })
  userType: 'seller' | 'buyer';
  id: number;
  /** First and last name; empty when the account is gone. */
  name: string;
  email: string;
}

/** One open report, as staff see it (never shown to the seller). */
export class QueueReportView {
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  reportedAt: Date;
  reporter: ReporterView;
}

export class ReasonCount {
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;
  count: number;
}

export class QueueEntryView {
  @ApiProperty({ enum: QUEUE_SECTIONS })
  section: QueueSection;
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  type: ListingTypeKey;
  postHash: string;
  /** The listing with the spec's per-type field names, its status and statusReason. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  listing: Record<string, unknown>;
  openReports: number;
  /** The open reports per reason, most first. */
  @ApiProperty({ type: [ReasonCount] })
  reasons: ReasonCount[];
  @ApiProperty({ type: [QueueReportView] })
  reports: QueueReportView[];
  /** Why the system flagged it (e.g. 'duplicate-photo'); null when not flagged. */
  @ApiProperty({ type: String, nullable: true })
  flagReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  flaggedAt: Date | null;
}

/** How many listings wait in each part of the queue, and in all. */
export class QueueCounts {
  reported: number;
  flagged: number;
  pending: number;
  total: number;
}

export class QueueCountsResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: QueueCounts;
}

export class QueuePageResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  @ApiProperty({ type: [QueueEntryView] })
  data: QueueEntryView[];
  meta: PageMetaDto;
  @ApiPropertyOptional({ type: QueueCounts })
  counts?: QueueCounts;
}

export class ModerationActionResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
  /** The listing as it now is (absent once removed). */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  data?: Record<string, unknown>;
}
