import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { EmailAddress, Password } from '../../../common/validation/decorators';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { AUTH_ERRORS } from '../auth-errors';

const REQUIRED = withCode(VALIDATION_ERRORS.REQUIRED());

export class SendOtpDto {
  @EmailAddress()
  email: string;
}

export class VerifyOtpResetDto {
  @EmailAddress()
  email: string;

  /** The 6-digit code from the e-mail. */
  @IsNotEmpty(REQUIRED)
  @IsString(REQUIRED)
  @Matches(/^\d{6}$/, withCode(AUTH_ERRORS.OTP_MALFORMED()))
  otp: string;

  /** At least 10 characters. */
  @Password(VALIDATION_ERRORS.RESET_PASSWORD_TOO_SHORT())
  newPassword: string;

  /** The otpToken returned by send-otp. */
  @IsNotEmpty(REQUIRED)
  @IsString(REQUIRED)
  @MaxLength(128, withCode(AUTH_ERRORS.OTP_INVALID()))
  otpToken: string;
}
