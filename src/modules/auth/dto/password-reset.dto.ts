import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { MESSAGES } from '../../../common/validation/messages';
import { EmailAddress, Password } from '../../../common/validation/decorators';

export class SendOtpDto {
  @EmailAddress()
  email: string;
}

export class VerifyOtpResetDto {
  @EmailAddress()
  email: string;

  /** The 6-digit code from the e-mail. */
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  @Matches(/^\d{6}$/, { message: 'The OTP is the 6-digit code from the e-mail.' })
  otp: string;

  /** At least 10 characters. */
  @Password(MESSAGES.resetPasswordTooShort)
  newPassword: string;

  /** The otpToken returned by send-otp. */
  @IsNotEmpty({ message: MESSAGES.required })
  @IsString({ message: MESSAGES.required })
  @MaxLength(128, { message: 'Invalid or expired OTP.' })
  otpToken: string;
}
