import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidationOptions,
  registerDecorator,
} from 'class-validator';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { PUBLIC_HASH_PATTERN } from '../security/public-hash';
import {
  EMPLOYEE_PHONE_MIN_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './messages';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** A required text field: trimmed; missing or blank gives 'All fields are required.' */
export function RequiredText(maxLength = 100) {
  return applyDecorators(
    trim,
    IsNotEmpty({ message: MESSAGES.required }),
    IsString({ message: MESSAGES.required }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters long.` }),
  );
}

/** A required e-mail address, compared case-insensitively. */
export function EmailAddress() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsNotEmpty({ message: MESSAGES.required }),
    IsString({ message: MESSAGES.required }),
    MaxLength(254, { message: MESSAGES.invalidEmail }),
    IsEmail({}, { message: MESSAGES.invalidEmail }),
  );
}

/** A required password of 10 to 128 characters (never trimmed: spaces are allowed). */
export function Password(tooShortMessage: string = MESSAGES.passwordTooShort) {
  return applyDecorators(
    IsNotEmpty({ message: MESSAGES.required }),
    IsString({ message: MESSAGES.required }),
    MinLength(PASSWORD_MIN_LENGTH, { message: tooShortMessage }),
    MaxLength(PASSWORD_MAX_LENGTH, {
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    }),
  );
}

function isInternationalPhone(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isInternationalPhone',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: MESSAGES.invalidPhone, ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidPhoneNumber(value),
      },
    });
}

/**
 * A required phone number in international form ('+251' and the number without its leading 0),
 * stored as E.164 (+251911234567) whatever spaces or dashes were typed.
 */
export function InternationalPhone() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const typed = value.trim();
      try {
        return isValidPhoneNumber(typed) ? parsePhoneNumberWithError(typed).number : typed;
      } catch {
        return typed;
      }
    }),
    IsNotEmpty({ message: MESSAGES.required }),
    IsString({ message: MESSAGES.required }),
    isInternationalPhone(),
  );
}

/** An employee's phone: at least 9 characters ('+251' counts), then a valid international number. */
export function EmployeePhone() {
  return applyDecorators(
    MinLength(EMPLOYEE_PHONE_MIN_LENGTH, { message: MESSAGES.phoneTooShort }),
    InternationalPhone(),
  );
}

/** An optional client-generated 26-character uppercase identifier (the server makes one if absent). */
export function PublicHash() {
  return applyDecorators(
    trim,
    Matches(PUBLIC_HASH_PATTERN, { message: '$property must be 26 uppercase letters or digits.' }),
  );
}
