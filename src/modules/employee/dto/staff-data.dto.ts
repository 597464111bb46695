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
import { withCode } from '../../../common/errors/coded-error';
import {
  CappedPageMetaDto,
  PageMetaDto,
  SortKey,
  TableQueryDto,
} from '../../../common/paging/page-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
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
import { EMPLOYEE_ERRORS } from '../employee-errors';

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
  @IsIn(LISTING_TYPE_KEYS, withCode(VALIDATION_ERRORS.NOT_ONE_OF({ choices: LISTING_TYPE_KEYS })))
  type: ListingTypeKey;
}

export class ListingPostParamDto extends ListingTypeParamDto {
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(64, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 64 })))
  postHash: string;
}

const SELLER_ID_INVALID = withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER_FROM({ min: 1 }));

export class StaffListingsQueryDto extends BrowseQueryDto {
  /** Only this seller's listings. */
  @IsOptional()
  @Type(() => Number)
  @IsInt(SELLER_ID_INVALID)
  @Min(1, SELLER_ID_INVALID)
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
const REASON_MAX_LENGTH = 500;
const REASON_REQUIRED = withCode(EMPLOYEE_ERRORS.REMOVAL_REASON_REQUIRED());

export class RemoveListingDto {
  /** Why staff removed it; kept in the audit log. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty(REASON_REQUIRED)
  @IsString(REASON_REQUIRED)
  @MinLength(
    REASON_MIN_LENGTH,
    withCode(EMPLOYEE_ERRORS.REMOVAL_REASON_TOO_SHORT({ min: REASON_MIN_LENGTH })),
  )
  @MaxLength(
    REASON_MAX_LENGTH,
    withCode(EMPLOYEE_ERRORS.REMOVAL_REASON_TOO_LONG({ max: REASON_MAX_LENGTH })),
  )
  reason: string;
}
