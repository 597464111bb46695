import { MessageResponse } from '../../../common/http/message-response.dto';
import { Buyer } from '../entities/buyer.entity';

/** A buyer as the API shows them to themselves and to staff: never the password hash. */
export class BuyerProfileDto {
  buyerId: number;
  buyerHash: string;
  email: string;
  buyerFirstName: string;
  buyerLastName: string;
  PhoneNumber: string;
  buyerCity: string;
  buyerAddedDate: Date;
}

export function toBuyerProfile(buyer: Buyer): BuyerProfileDto {
  return {
    buyerId: buyer.buyerId,
    buyerHash: buyer.buyerHash,
    email: buyer.email,
    buyerFirstName: buyer.buyerFirstName,
    buyerLastName: buyer.buyerLastName,
    PhoneNumber: buyer.PhoneNumber,
    buyerCity: buyer.buyerCity,
    buyerAddedDate: buyer.buyerAddedDate,
  };
}

export class RegisterBuyerResponse extends MessageResponse {
  data: BuyerProfileDto;
}
