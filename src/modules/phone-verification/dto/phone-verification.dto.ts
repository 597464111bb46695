import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { InternationalPhone } from '../../../common/validation/decorators';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { PHONE_VERIFICATION_ERRORS } from '../phone-verification-errors';

const CODE_MALFORMED = withCode(PHONE_VERIFICATION_ERRORS.PHONE_CODE_MALFORMED());

export const SMS_LANGUAGES = ['en', 'am'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

export class SendPhoneCodeDto {
  /** The language of the SMS (English by default). */
  @IsOptional()
  @IsIn(SMS_LANGUAGES, withCode(VALIDATION_ERRORS.NOT_A_CHOICE({ choices: SMS_LANGUAGES })))
  language?: SmsLanguage;
}

export class ConfirmPhoneCodeDto {
  /** The 6-digit code from the SMS. */
  @IsNotEmpty(CODE_MALFORMED)
  @IsString(CODE_MALFORMED)
  @Matches(/^\d{6}$/, CODE_MALFORMED)
  code: string;
}

export class ChangePhoneNumberDto {
  /** Country code and number without its leading 0, e.g. +251911234567. */
  @InternationalPhone()
  PhoneNumber: string;
}

/** The caller's phone number, whether it is confirmed, and where a code stands. */
export class PhoneVerificationStatusDto {
  /** International format, e.g. +251911234567. */
  PhoneNumber: string;
  phoneVerified: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  phoneVerifiedAt: Date | null;
  /** Until when the last code sent to this number works (null: none is waiting). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  codeExpiresAt: Date | null;
  /** Seconds before another code may be sent (0: now). */
  resendInSeconds: number;
}

export class PhoneVerificationResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message?: string;
  data: PhoneVerificationStatusDto;
}
