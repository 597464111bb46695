import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { ListingPageQueryDto } from '../../listings/dto/browse-query.dto';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { LISTING_TYPE_KEYS, ListingTypeKey } from '../../listings/listing-types';

/** How many public listings the seller has of each type. */
export class ActiveListingCountsDto {
  carRent: number;
  carSell: number;
  houseRent: number;
  houseSell: number;
}

/** What anyone who may browse sees of a seller: never the e-mail, phone number or last name. */
export class PublicSellerProfileDto {
  sellerHash: string;
  /** The first name and the last name's initial, e.g. "Abebe K.". */
  displayName: string;
  sellerCity: string;
  /** When the seller registered. */
  memberSince: Date;
  /** Whether the seller's phone number was confirmed by an SMS code. */
  phoneVerified: boolean;
  activeListings: ActiveListingCountsDto;
  /** All four types together. */
  activeListingsTotal: number;
}

export class PublicSellerProfileResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: PublicSellerProfileDto;
}

/** One page of a seller's public listings of one type, newest first. */
export class SellerProfileListingsQueryDto extends ListingPageQueryDto {
  @ApiProperty({ enum: LISTING_TYPE_KEYS })
  @IsIn(LISTING_TYPE_KEYS, withCode(VALIDATION_ERRORS.NOT_A_CHOICE({ choices: LISTING_TYPE_KEYS })))
  type: ListingTypeKey;
}

export function countsOf(counts: Partial<Record<ListingTypeKey, number>>): ActiveListingCountsDto {
  return Object.fromEntries(
    LISTING_TYPE_KEYS.map((type) => [type, counts[type] ?? 0]),
  ) as unknown as ActiveListingCountsDto;
}
