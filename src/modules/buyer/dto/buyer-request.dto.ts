import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { MessageResponse } from '../../../common/http/message-response.dto';
import { PageMeta } from '../../../common/http/page.dto';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { LISTING_TYPE_KEYS, type ListingTypeKey } from '../../listings/listing-types';

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
  @IsInt({ message: 'buyerRequestId is required.' })
  @Min(1, { message: 'buyerRequestId is required.' })
  buyerRequestId: number;
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
  buyerCity: string;
  buyerRequestDate: Date;
  /** The listing the buyer was looking at, when the request came from a detail page. */
  @ApiProperty({ enum: LISTING_TYPE_KEYS, nullable: true, type: 'string' })
  listingType: ListingTypeKey | null;
  @ApiProperty({ nullable: true, type: 'string' })
  postHash: string | null;
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
