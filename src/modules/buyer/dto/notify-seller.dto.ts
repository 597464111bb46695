import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { LISTING_TYPE_KEYS } from '../../listings/listing-types';
import { BUYER_ERRORS } from '../buyer-errors';

/** The longest message a buyer may add to "Notify the seller". */
export const REQUEST_MESSAGE_MAX_LENGTH = 500;

export class NotifySellerDto {
  @Type(() => Number)
  @IsInt(withCode(BUYER_ERRORS.NOTIFY_SELLER_ID_REQUIRED()))
  sellerId: number;

  /** Optional: must be the signed-in buyer's own id. */
  @IsOptional()
  buyerId?: number | string;

  /** The listing the request is about, when sent from a detail page (its type is looked up). */
  @IsOptional()
  @MaxLength(64, withCode(VALIDATION_ERRORS.INVALID_VALUE()))
  @Matches(/^[A-Za-z0-9_-]+$/, withCode(VALIDATION_ERRORS.INVALID_VALUE()))
  postHash?: string;

  /** Optional with postHash; when sent it must be the listing's type. */
  @IsOptional()
  @IsIn(LISTING_TYPE_KEYS, withCode(VALIDATION_ERRORS.NOT_A_CHOICE({ choices: LISTING_TYPE_KEYS })))
  listingType?: string;

  /** A short note to the seller, shown on their request card; blank counts as none. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(
    REQUEST_MESSAGE_MAX_LENGTH,
    withCode(VALIDATION_ERRORS.TOO_LONG({ max: REQUEST_MESSAGE_MAX_LENGTH })),
  )
  message?: string;
}
