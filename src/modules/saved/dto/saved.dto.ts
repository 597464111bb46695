import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageMetaDto } from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { BrowseQueryDto, LISTING_PAGING_KEYS } from '../../listings/dto/browse-query.dto';
import { LISTING_TYPE_KEYS, type ListingTypeKey } from '../../listings/listing-types';

const NAME_MAX = 80;
const REQUIRED = withCode(VALIDATION_ERRORS.FIELD_REQUIRED());
const NOT_TEXT = withCode(VALIDATION_ERRORS.NOT_TEXT());
const NAME_TOO_LONG = withCode(VALIDATION_ERRORS.TOO_LONG({ max: NAME_MAX }));
const NOT_BOOLEAN = withCode(VALIDATION_ERRORS.NOT_TRUE_OR_FALSE());
const trimmed = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/**
 * What a saved search keeps: the browse's q and filters, exactly as the browse endpoint takes
 * them (its paging and cursor left out), so every filter the browse has is one a search can save.
 */
export class SavedQueryDto extends OmitType(BrowseQueryDto, LISTING_PAGING_KEYS) {}

export class CreateSavedSearchDto {
  /** A name to tell it by, e.g. "Vitz under 1M". */
  @trimmed
  @IsNotEmpty(REQUIRED)
  @IsString(NOT_TEXT)
  @MaxLength(NAME_MAX, NAME_TOO_LONG)
  name: string;

  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  @IsIn(LISTING_TYPE_KEYS, withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: LISTING_TYPE_KEYS })))
  type: ListingTypeKey;

  /** The browse's query: q and its filters (as in GET /api/{type}). */
  @IsOptional()
  @ValidateNested()
  @Type(() => SavedQueryDto)
  query: SavedQueryDto = new SavedQueryDto();

  /** Also e-mail new matches, at most once a day (on by default). */
  @IsOptional()
  @IsBoolean(NOT_BOOLEAN)
  emailAlerts?: boolean;
}

export class UpdateSavedSearchDto {
  @IsOptional()
  @trimmed
  @IsNotEmpty(REQUIRED)
  @IsString(NOT_TEXT)
  @MaxLength(NAME_MAX, NAME_TOO_LONG)
  name?: string;

  @IsOptional()
  @IsBoolean(NOT_BOOLEAN)
  emailAlerts?: boolean;
}

export class UnsubscribeDto {
  /** The saved search, from the e-mail's link. */
  @Type(() => Number)
  @IsInt(withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER()))
  search: number;

  /** The link's signature. */
  @IsString(NOT_TEXT)
  @Matches(/^[A-Za-z0-9_-]{10,100}$/, withCode(VALIDATION_ERRORS.INVALID_VALUE()))
  token: string;
}

/** What a listing was when saved or alerted, or what it is now while it is public. */
export class ListingSnapshotView {
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  type: ListingTypeKey;
  postHash: string;
  title: string;
  price: number;
  @ApiProperty({ enum: ['ETB', 'USD'] })
  currency: 'ETB' | 'USD';
  @ApiProperty({ type: String, nullable: true })
  rentPeriod: string | null;
  city: string;
  /** The 400 px card photo. */
  thumbnail: string;
}

export const FAVOURITE_STATES = ['available', 'unavailable', 'sold', 'rented', 'removed'] as const;
export type FavouriteState = (typeof FAVOURITE_STATES)[number];

export class FavouriteView extends ListingSnapshotView {
  /**
   * available: public. unavailable: hidden, expired or awaiting a moderator. sold / rented:
   * marked so by its seller. removed: deleted. Other than available, the rest is as saved.
   */
  @ApiProperty({ enum: FAVOURITE_STATES })
  state: FavouriteState;
  @ApiProperty({ type: String, format: 'date-time' })
  savedAt: Date;
}

export class FavouritesResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  @ApiProperty({ type: [FavouriteView] })
  data: FavouriteView[];
}

export class FavouriteResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: FavouriteView;
}

export class SavedSearchView {
  id: number;
  name: string;
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  type: ListingTypeKey;
  /** The browse's q and filters. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  query: Record<string, unknown>;
  emailAlerts: boolean;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class SavedSearchesResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  @ApiProperty({ type: [SavedSearchView] })
  data: SavedSearchView[];
}

export class SavedSearchResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: SavedSearchView;
}

export class AlertView {
  id: number;
  /** newMatch: a saved search found a new listing. priceDrop: a favourite got cheaper. */
  @ApiProperty({ enum: ['newMatch', 'priceDrop'] })
  kind: 'newMatch' | 'priceDrop';
  @ApiProperty({ type: Number, nullable: true })
  savedSearchId: number | null;
  @ApiProperty({ type: String, nullable: true })
  searchName: string | null;
  listing: ListingSnapshotView;
  /** Price drops: the price before. */
  @ApiProperty({ type: Number, nullable: true })
  previousPrice: number | null;
  read: boolean;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class AlertsMeta extends PageMetaDto {
  /** How many of all the caller's alerts are unread. */
  unread: number;
}

export class AlertsResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  @ApiProperty({ type: [AlertView] })
  data: AlertView[];
  meta: AlertsMeta;
}

export class UnreadAlertsResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: { unread: number };
}

export class UnsubscribedResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: { name: string };
}

export class OkResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
}

export class IdParamDto {
  @Type(() => Number)
  @IsInt(withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER()))
  @Min(1, withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER()))
  id: number;
}
