import { IsIn, IsOptional } from 'class-validator';
import { EmailAddress, Password } from '../../../common/validation/decorators';

export class LoginDto {
  @EmailAddress()
  email: string;

  @Password()
  password: string;

  /** Only needed when the same e-mail has accounts of several types; otherwise found by e-mail. */
  @IsOptional()
  @IsIn(['seller', 'buyer', 'employee'], { message: 'userType must be seller, buyer or employee.' })
  userType?: 'seller' | 'buyer' | 'employee';
}
