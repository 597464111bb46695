import { MessageResponse } from '../../../common/http/message-response.dto';
import { Seller } from '../entities/seller.entity';

/** A seller as the API shows them to themselves and to staff: never the password hash. */
export class SellerProfileDto {
  sellerId: number;
  sellerHash: string;
  email: string;
  sellerFirstName: string;
  sellerLastName: string;
  PhoneNumber: string;
  sellerCountry: string;
  sellerCity: string;
  sellerAddedDate: Date;
}

export function toSellerProfile(seller: Seller): SellerProfileDto {
  return {
    sellerId: seller.sellerId,
    sellerHash: seller.sellerHash,
    email: seller.email,
    sellerFirstName: seller.sellerFirstName,
    sellerLastName: seller.sellerLastName,
    PhoneNumber: seller.PhoneNumber,
    sellerCountry: seller.sellerCountry,
    sellerCity: seller.sellerCity,
    sellerAddedDate: seller.sellerAddedDate,
  };
}

export class RegisterSellerResponse extends MessageResponse {
  data: SellerProfileDto;
}
