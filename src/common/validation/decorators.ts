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
import { CodedError, withCode } from '../errors/coded-error';
import {
  EMPLOYEE_PHONE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION_ERRORS,
} from './messages';

const REQUIRED = withCode(VALIDATION_ERRORS.REQUIRED());
const INVALID_EMAIL = withCode(VALIDATION_ERRORS.INVALID_EMAIL());

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** A required text field: trimmed; missing or blank gives 'All fields are required.' */
export function RequiredText(maxLength = 100) {
  return applyDecorators(
    trim,
    IsNotEmpty(REQUIRED),
    IsString(REQUIRED),
    MaxLength(maxLength, withCode(VALIDATION_ERRORS.TOO_LONG({ max: maxLength }))),
  );
}

/** A required e-mail address, compared case-insensitively. */
export function EmailAddress() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsNotEmpty(REQUIRED),
    IsString(REQUIRED),
    MaxLength(254, INVALID_EMAIL),
    IsEmail({}, INVALID_EMAIL),
  );
}

/** A required password of 10 to 128 characters (never trimmed: spaces are allowed). */
export function Password(tooShort: CodedError = VALIDATION_ERRORS.PASSWORD_TOO_SHORT()) {
  return applyDecorators(
    IsNotEmpty(REQUIRED),
    IsString(REQUIRED),
    MinLength(PASSWORD_MIN_LENGTH, withCode(tooShort)),
    MaxLength(
      PASSWORD_MAX_LENGTH,
      withCode(VALIDATION_ERRORS.PASSWORD_TOO_LONG({ max: PASSWORD_MAX_LENGTH })),
    ),
  );
}

function isInternationalPhone(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isInternationalPhone',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { ...withCode(VALIDATION_ERRORS.INVALID_PHONE()), ...options },
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
    IsNotEmpty(REQUIRED),
    IsString(REQUIRED),
    isInternationalPhone(),
  );
}

/** An employee's phone: at least 9 characters ('+251' counts), then a valid international number. */
export function EmployeePhone() {
  return applyDecorators(
    MinLength(EMPLOYEE_PHONE_MIN_LENGTH, withCode(VALIDATION_ERRORS.PHONE_TOO_SHORT())),
    InternationalPhone(),
  );
}

/** An optional client-generated 26-character uppercase identifier (the server makes one if absent). */
export function PublicHash() {
  return applyDecorators(
    trim,
    Matches(PUBLIC_HASH_PATTERN, withCode(VALIDATION_ERRORS.NOT_A_PUBLIC_HASH())),
  );
}
