import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, MaxLength } from 'class-validator';

export class NotifySellerDto {
  @Type(() => Number)
  @IsInt({ message: 'sellerId is required.' })
  sellerId: number;

  /** Optional: must be the signed-in buyer's own id. */
  @IsOptional()
  buyerId?: number | string;

  /** The listing the request is about, when sent from a detail page. */
  @IsOptional()
  @IsIn(['carRent', 'carSell', 'houseRent', 'houseSell'])
  listingType?: string;

  @IsOptional()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_-]+$/)
  postHash?: string;
}
