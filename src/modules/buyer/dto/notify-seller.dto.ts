import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, MaxLength } from 'class-validator';
import { LISTING_TYPE_KEYS } from '../../listings/listing-types';

export class NotifySellerDto {
  @Type(() => Number)
  @IsInt({ message: 'sellerId is required.' })
  sellerId: number;

  /** Optional: must be the signed-in buyer's own id. */
  @IsOptional()
  buyerId?: number | string;

  /** The listing the request is about, when sent from a detail page (its type is looked up). */
  @IsOptional()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'postHash is not valid.' })
  postHash?: string;

  /** Optional with postHash; when sent it must be the listing's type. */
  @IsOptional()
  @IsIn(LISTING_TYPE_KEYS)
  listingType?: string;
}
