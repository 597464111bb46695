import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { REPORT_REASONS, type ReportReason } from '../entities/listing-report.entity';
import { MODERATION_ERRORS } from '../moderation-errors';

export const REPORT_NOTE_MAX_LENGTH = 500;

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** A report of a listing: why, and (required for "other") what is wrong in the reporter's words. */
export class ReportListingDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, withCode(MODERATION_ERRORS.REPORT_REASON_INVALID()))
  reason: ReportReason;

  /** What is wrong (at most 500 characters); required when the reason is "other". */
  @ApiPropertyOptional({ maxLength: REPORT_NOTE_MAX_LENGTH })
  @Transform(trimmed)
  @ValidateIf((body: ReportListingDto) => body.reason === 'other' || body.note != null)
  @IsNotEmpty(withCode(MODERATION_ERRORS.REPORT_NOTE_REQUIRED()))
  @IsString(withCode(MODERATION_ERRORS.REPORT_NOTE_REQUIRED()))
  @MaxLength(
    REPORT_NOTE_MAX_LENGTH,
    withCode(MODERATION_ERRORS.REPORT_NOTE_TOO_LONG({ max: REPORT_NOTE_MAX_LENGTH })),
  )
  note?: string;
}

/** The caller's own report of a listing. */
export class OwnReportDto {
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  reportedAt: Date;
  /** False once a moderator has looked at it. */
  open: boolean;
}

export class OwnReportResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message?: string;
  /** Null when you have not reported the listing. */
  @ApiProperty({ type: OwnReportDto, nullable: true })
  data: OwnReportDto | null;
}
