import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  CappedPageMetaDto,
  PageMetaDto,
  SortKey,
  TableQueryDto,
} from '../../../common/paging/page-query.dto';
import { BuyerProfileDto } from '../../buyer/dto/buyer-profile.dto';
import { BrowseQueryDto } from '../../listings/dto/browse-query.dto';
import { LISTING_TYPE_KEYS, type ListingTypeKey } from '../../listings/listing-types';
import { SellerProfileDto } from '../../seller/dto/seller-profile.dto';
import { BuyerSubscriptionView } from '../../subscription/dto/buyer-subscription.dto';
import { SellerSubscriptionView, TopUpView } from '../../subscription/dto/seller-subscription.dto';
import {
  SELLER_ACCOUNT_SORTS,
  type SellerAccountSort,
} from '../../subscription/subscription-reports.service';

const BALANCE_STATUSES = ['none', 'low', 'ok'];

export class SellerDataRow extends SellerProfileDto {
  /** null until the seller has a balance account. */
  @ApiPropertyOptional({ type: SellerSubscriptionView, nullable: true })
  subscription: SellerSubscriptionView | null;
  /** none: no balance; low: below the 500 ETB a post needs; ok. */
  @ApiProperty({ enum: BALANCE_STATUSES })
  balanceStatus: 'none' | 'low' | 'ok';
  /** Newest first. */
  topUps: TopUpView[];
  /** Posts made (charged or on the free trial), including since-removed ones. */
  postCount: number;
}

export class SellerDataResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: SellerDataRow[];
  meta: PageMetaDto;
}

export class FreeTrialView {
  freeTrialDate: Date;
  /** The seller whose contact details the trial unlocked. */
  sellerId: number;
}

export class BuyerDataRow extends BuyerProfileDto {
  subscription: BuyerSubscriptionView;
  /** Oldest first. */
  freeTrials: FreeTrialView[];
  freeTrialsUsed: number;
}

export class BuyerDataResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: BuyerDataRow[];
  meta: PageMetaDto;
}

export class SellerSubscriptionQueryDto extends TableQueryDto {
  @SortKey(SELLER_ACCOUNT_SORTS)
  sort?: SellerAccountSort;

  /** Rows per page (15 by default). */
  pageSize: number = 15;
}

export class SellerSubscriptionRow extends SellerSubscriptionView {
  sellerId: number;
  sellerFirstName: string;
  sellerLastName: string;
  email: string;
  @ApiProperty({ enum: BALANCE_STATUSES })
  balanceStatus: 'none' | 'low' | 'ok';
}

export class SellerSubscriptionsResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: SellerSubscriptionRow[];
  meta: PageMetaDto;
}

export class ListingTypeParamDto {
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  @IsIn(LISTING_TYPE_KEYS, { message: `type must be one of ${LISTING_TYPE_KEYS.join(', ')}.` })
  type: ListingTypeKey;
}

export class ListingPostParamDto extends ListingTypeParamDto {
  @IsString()
  @MaxLength(64)
  postHash: string;
}

export class StaffListingsQueryDto extends BrowseQueryDto {
  /** Only this seller's listings. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'sellerId must be a whole number from 1.' })
  @Min(1, { message: 'sellerId must be a whole number from 1.' })
  sellerId?: number;
}

/** The seller of a listing, for staff. */
export class ListingSellerView {
  sellerId: number;
  sellerFirstName: string;
  sellerLastName: string;
  email: string;
  PhoneNumber: string;
}

export class StaffListingsResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  /** Listings with the spec's per-type field names, each with its `seller`. */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  data: Record<string, unknown>[];
  meta: CappedPageMetaDto;
  /** The seller named by sellerId, when one was. */
  @ApiPropertyOptional({ type: ListingSellerView, nullable: true })
  seller?: ListingSellerView | null;
}

export const REASON_MIN_LENGTH = 5;

export class RemoveListingDto {
  /** Why staff removed it; kept in the audit log. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'Please give a reason for removing this listing.' })
  @IsString({ message: 'Please give a reason for removing this listing.' })
  @MinLength(REASON_MIN_LENGTH, {
    message: `The reason must be at least ${REASON_MIN_LENGTH} characters long.`,
  })
  @MaxLength(500, { message: 'The reason must be at most 500 characters long.' })
  reason: string;
}
