import { IsIn, IsOptional } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { EmailAddress, Password } from '../../../common/validation/decorators';
import { AUTH_ERRORS } from '../auth-errors';

export class LoginDto {
  @EmailAddress()
  email: string;

  @Password()
  password: string;

  /** Only needed when the same e-mail has accounts of several types; otherwise found by e-mail. */
  @IsOptional()
  @IsIn(['seller', 'buyer', 'employee'], withCode(AUTH_ERRORS.USER_TYPE_INVALID()))
  userType?: 'seller' | 'buyer' | 'employee';
}
