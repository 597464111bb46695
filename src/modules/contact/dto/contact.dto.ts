import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { RequiredText } from '../../../common/validation/decorators';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';

export const TITLE_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const REPLY_MAX_LENGTH = 2000;

/** The contact-us form. */
export class ContactFormDto {
  /** Required, at most 150 characters. */
  @RequiredText(TITLE_MAX_LENGTH)
  title: string;

  /** Required, at most 2000 characters. */
  @RequiredText(DESCRIPTION_MAX_LENGTH)
  description: string;
}

/** An inquiry's id, as the spec names it per sender type (sellerContactId, buyerContactId). */
function ContactId(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) =>
      value === undefined || value === null || value === '' ? undefined : Number(value),
    )(target, key);
    const notWhole = withCode(VALIDATION_ERRORS.NOT_A_WHOLE_NUMBER());
    IsNotEmpty(withCode(VALIDATION_ERRORS.FIELD_REQUIRED()))(target, key);
    IsInt(notWhole)(target, key);
    Min(1, notWhole)(target, key);
  };
}

export class ContactReplyDto {
  /** Staff's answer: required, at most 2000 characters. */
  @RequiredText(REPLY_MAX_LENGTH)
  reply: string;
}

// The per-sender DTOs differ only in the spec's field names.

export class SellerContactListQueryDto extends PageQueryDto {
  /** Optional for sellers (must be their own); staff of level 2 or 3 name the seller. */
  @IsOptional()
  sellerId?: string;
}

export class BuyerContactListQueryDto extends PageQueryDto {
  /** Optional for buyers (must be their own); staff of level 2 or 3 name the buyer. */
  @IsOptional()
  buyerId?: string;
}

export class SellerReplyContactDto extends ContactReplyDto {
  @ContactId()
  sellerContactId: number;

  /** Optional: when sent, it must be the inquiry's sender. */
  @IsOptional()
  sellerId?: number | string;
}

export class BuyerReplyContactDto extends ContactReplyDto {
  @ContactId()
  buyerContactId: number;

  /** Optional: when sent, it must be the inquiry's sender. */
  @IsOptional()
  buyerId?: number | string;
}

export class SellerDeleteContactDto {
  @ContactId()
  sellerContactId: number;

  /** Optional: when sent, it must be the inquiry's sender (your own id, for sellers). */
  @IsOptional()
  sellerId?: number | string;
}

export class BuyerDeleteContactDto {
  @ContactId()
  buyerContactId: number;

  /** Optional: when sent, it must be the inquiry's sender (your own id, for buyers). */
  @IsOptional()
  buyerId?: number | string;
}

/** Staff's list of every inquiry of one sender type. */
export class AllContactsQueryDto extends PageQueryDto {
  /** Case-insensitive text found in the title, the description, a name or the phone number. */
  @IsOptional()
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  @MaxLength(100, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 100 })))
  q?: string;

  /** true: replied only; false: waiting for a reply only; absent: all. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean(withCode(VALIDATION_ERRORS.NOT_TRUE_OR_FALSE()))
  answered?: boolean;
}
