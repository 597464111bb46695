import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import type { Seller } from '../entities/seller.entity';
import { SELLER_ERRORS } from '../seller-errors';

const SELLER_ID_MISSING = withCode(SELLER_ERRORS.SELLER_ID_MISSING());

export class SellerAddressQueryDto {
  @Type(() => Number)
  @IsInt(SELLER_ID_MISSING)
  @Min(1, SELLER_ID_MISSING)
  sellerId: number;
}

/** What a buyer who may contact a seller sees of them: never the e-mail or the password hash. */
export class SellerAddressDto {
  sellerId: number;
  /** For the link to the seller's public profile. */
  sellerHash: string;
  sellerFirstName: string;
  sellerLastName: string;
  sellerCountry: string;
  sellerCity: string;
  PhoneNumber: string;
  /** Whether this PhoneNumber was confirmed by an SMS code. */
  phoneVerified: boolean;
}

export function toSellerAddress(seller: Seller): SellerAddressDto {
  return {
    sellerId: seller.sellerId,
    sellerHash: seller.sellerHash,
    sellerFirstName: seller.sellerFirstName,
    sellerLastName: seller.sellerLastName,
    sellerCountry: seller.sellerCountry,
    sellerCity: seller.sellerCity,
    PhoneNumber: seller.PhoneNumber,
    phoneVerified: seller.phoneVerifiedAt !== null,
  };
}

export class SellerAddressResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  /** One entry, as the spec's client reads it. */
  data: SellerAddressDto[];
}
