import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { MessageResponse } from '../../../common/http/message-response.dto';
import { PageMeta } from '../../../common/http/page.dto';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import {
  LISTING_TYPE_KEYS,
  LISTING_TYPES,
  type ListingTypeKey,
} from '../../listings/listing-types';
import { HISTORY_ERRORS } from '../history-errors';

const INVALID_BUYER = withCode(HISTORY_ERRORS.INVALID_BUYER());
const POST_MISSING = withCode(HISTORY_ERRORS.POST_MISSING());
const NOT_A_LISTING_TYPE = withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: LISTING_TYPE_KEYS }));
const HISTORY_TYPES = Object.values(LISTING_TYPES).map((def) => def.historyType);

export class MarkDoneParamsDto {
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  @IsIn(LISTING_TYPE_KEYS, NOT_A_LISTING_TYPE)
  type: ListingTypeKey;
}

/** "Mark as rented/sold": the buyer (one who sent you a request) and the listing. */
export class MarkDoneDto {
  /** A buyer who sent you a request. */
  @Transform(({ value }: { value: unknown }) =>
    value === undefined || value === null || value === '' ? undefined : Number(value),
  )
  @IsNotEmpty(withCode(HISTORY_ERRORS.SELECT_A_BUYER()))
  @IsInt(INVALID_BUYER)
  @Min(1, INVALID_BUYER)
  buyerId: number;

  /** The listing rented or sold. */
  @IsNotEmpty(POST_MISSING)
  @IsString(POST_MISSING)
  @MaxLength(64, POST_MISSING)
  @Matches(/^[A-Za-z0-9_-]+$/, POST_MISSING)
  postHash: string;

  /** Optional: must be your own id when sent. */
  @IsOptional()
  sellerId?: number | string;
}

export class HistoryQueryDto extends PageQueryDto {
  /** One group only; all four when absent. */
  @ApiPropertyOptional({ enum: LISTING_TYPE_KEYS })
  @IsOptional()
  @IsIn(LISTING_TYPE_KEYS, NOT_A_LISTING_TYPE)
  type?: ListingTypeKey;

  /** Case-insensitive text found in a name, a phone number or the message. */
  @IsOptional()
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(100, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 100 })))
  q?: string;
}

export class OwnHistoryQueryDto extends HistoryQueryDto {
  /** Optional for sellers (must be their own); staff of level 2 or 3 name the seller. */
  @IsOptional()
  sellerId?: string;
}

export class HistoryRecordView {
  historyId: number;
  /** The spec's type name. */
  @ApiProperty({ enum: HISTORY_TYPES })
  type: string;
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  listingType: ListingTypeKey;
  postHash: string;
  /** When the seller marked it rented or sold. */
  date: Date;
  sellerId: number;
  sellerFirstName: string;
  sellerLastName: string;
  sellerPhoneNumber: string;
  buyerId: number;
  buyerFirstName: string;
  buyerLastName: string;
  buyerPhoneNumber: string;
  /** What was rented or sold, and for how much. */
  message: string;
}

/** The four groups of the history; with `type`, only that one. */
export class HistoryGroups {
  carRent?: HistoryRecordView[];
  houseRent?: HistoryRecordView[];
  carSell?: HistoryRecordView[];
  houseSell?: HistoryRecordView[];
}

/** Each group is paged on its own: this is where each group's page sits. */
export class HistoryGroupsMeta {
  carRent?: PageMeta;
  houseRent?: PageMeta;
  carSell?: PageMeta;
  houseSell?: PageMeta;
}

export class HistoryResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: HistoryGroups;
  meta: HistoryGroupsMeta;
}

export class MarkDoneResponse extends MessageResponse {
  data: HistoryRecordView;
}
