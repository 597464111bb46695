import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { MessageResponse } from '../../../common/http/message-response.dto';
import { PageMeta } from '../../../common/http/page.dto';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { LISTING_TYPE_KEYS, type ListingTypeKey } from '../../listings/listing-types';
import { BUYER_ERRORS } from '../buyer-errors';

const REQUEST_ID_REQUIRED = withCode(BUYER_ERRORS.REQUEST_ID_REQUIRED());

const toNumber = Transform(({ value }: { value: unknown }) =>
  value === undefined || value === null || value === '' ? undefined : Number(value),
);

export class BuyerRequestListQueryDto extends PageQueryDto {
  /** Optional: must be your own id when sent. */
  @IsOptional()
  sellerId?: string;
}

export class DeleteBuyerRequestQueryDto {
  @toNumber
  @IsInt(REQUEST_ID_REQUIRED)
  @Min(1, REQUEST_ID_REQUIRED)
  buyerRequestId: number;
}

/** The listing a request is about, as the seller's request card names it. */
export class RequestListingView {
  /** 'Toyota Vitz' (make and model) or 'Villa' (house type). */
  title: string;
  price: number;
  currency: string;
  @ApiProperty({ enum: ['per day', 'per month'], nullable: true, type: 'string' })
  rentPeriod: 'per day' | 'per month' | null;
}

/** A buyer's "notify the seller", as the seller sees it. */
export class BuyerRequestView {
  buyerRequestId: number;
  sellerId: number;
  buyerId: number;
  buyerFirstName: string;
  buyerLastName: string;
  /** The buyer's phone, international format. */
  PhoneNumber: string;
  /** Whether the buyer confirmed this phone number with an SMS code. */
  phoneVerified: boolean;
  buyerCity: string;
  buyerRequestDate: Date;
  /** The listing the buyer was looking at, when the request came from a detail page. */
  @ApiProperty({ enum: LISTING_TYPE_KEYS, nullable: true, type: 'string' })
  listingType: ListingTypeKey | null;
  @ApiProperty({ nullable: true, type: 'string' })
  postHash: string | null;
  /** The listing named by postHash; null without one, or once it has been removed. */
  @ApiProperty({ type: RequestListingView, nullable: true })
  listing: RequestListingView | null;
  /** The buyer's note to the seller, if they wrote one. */
  @ApiProperty({ nullable: true, type: 'string' })
  message: string | null;
  /** True until the seller has opened the list once since the request arrived. */
  unread: boolean;
}

export class BuyerRequestListResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: BuyerRequestView[];
  meta: PageMeta;
}

export class NotifySellerData {
  buyerRequestId: number;
  sellerId: number;
  buyerRequestDate: Date;
}

export class NotifySellerResponse extends MessageResponse {
  data: NotifySellerData;
}
