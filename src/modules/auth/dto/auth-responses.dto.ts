import { ApiProperty } from '@nestjs/swagger';
import { MessageResponse } from '../../../common/http/message-response.dto';

export class SessionData {
  /** Signed token: send it as x-access-token (or Authorization: Bearer). */
  token: string;
  @ApiProperty({ enum: ['seller', 'buyer', 'employee'] })
  userType: 'seller' | 'buyer' | 'employee';
  /**
   * Seller: sellerId, sellerEmail, sellerFirstName, sellerLastName. Buyer: buyerId, buyerEmail,
   * buyerFirstName, buyerLastName. Employee: employeeId, employeeEmail, employeeRole,
   * employeeFirstName. All also carry PhoneNumber and the public hash.
   */
  @ApiProperty({ type: 'object', additionalProperties: true })
  userDetails: Record<string, unknown>;
}

export class LoginResponse extends MessageResponse {
  data: SessionData;
}

export class CurrentUserData {
  @ApiProperty({ enum: ['seller', 'buyer', 'employee'] })
  userType: 'seller' | 'buyer' | 'employee';
  @ApiProperty({ type: 'object', additionalProperties: true })
  userDetails: Record<string, unknown>;
}

export class CurrentUserResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: CurrentUserData;
}

export class SendOtpResponse extends MessageResponse {
  /** Send it back with the code to verify-otp-reset. */
  otpToken: string;
}
