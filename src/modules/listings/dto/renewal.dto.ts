import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';

/** The token of a reminder e-mail's renewal link. */
export class RenewByLinkDto {
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @IsNotEmpty(withCode(VALIDATION_ERRORS.FIELD_REQUIRED()))
  @MaxLength(120, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 120 })))
  token: string;
}

/** What a renewal link did: the listing, and whether this click renewed it or an earlier one. */
export class RenewedByLinkDto {
  type: string;
  postHash: string;
  /** False when the listing had already been renewed (this link had done its work). */
  renewed: boolean;
  expiresAt: Date;
}
