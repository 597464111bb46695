import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { CodedError, withCode } from '../errors/coded-error';
import { VALIDATION_ERRORS } from './messages';

/** Missing fields of a form are named together in one message: 'Please fill all required fields: a, b'. */
function required() {
  return IsNotEmpty({
    message: '$property',
    context: { combined: VALIDATION_ERRORS.REQUIRED_FIELDS },
  });
}

const NOT_TEXT = withCode(VALIDATION_ERRORS.NOT_TEXT());

const trimmed = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** Form values arrive as text (multipart): '' means missing, anything else must be a number. */
const toNumber = Transform(({ value }: { value: unknown }) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value.trim().replace(/,/g, '');
  return text === '' ? undefined : Number(text);
});

export function RequiredFormText(maxLength: number) {
  return applyDecorators(
    ApiProperty({ maxLength }),
    trimmed,
    required(),
    IsString(NOT_TEXT),
    MaxLength(maxLength, withCode(VALIDATION_ERRORS.TOO_LONG({ max: maxLength }))),
  );
}

export function OptionalFormText(maxLength: number) {
  return applyDecorators(
    ApiProperty({ required: false, maxLength }),
    trimmed,
    IsOptional(),
    IsString(NOT_TEXT),
    MaxLength(maxLength, withCode(VALIDATION_ERRORS.TOO_LONG({ max: maxLength }))),
  );
}

export function RequiredFormNumber(min: number, max: number, options: { integer?: boolean } = {}) {
  const range = withCode(VALIDATION_ERRORS.OUT_OF_RANGE({ min, max }));
  return applyDecorators(
    ApiProperty({ type: options.integer ? 'integer' : 'number', minimum: min, maximum: max }),
    toNumber,
    required(),
    options.integer ? IsInt(range) : IsNumber({ maxDecimalPlaces: 2 }, range),
    Min(min, range),
    Max(max, range),
  );
}

/**
 * One of `choices`, required. With `alias`, the same field may come under that other name
 * instead (the spec names a house's currency `currency` as well as `priceCurrency`): it is then
 * required only when the alias is absent.
 */
export function RequiredChoice<T extends string>(
  choices: readonly T[],
  options: { alias?: string } = {},
) {
  const { alias } = options;
  return applyDecorators(
    ApiProperty({ enum: choices }),
    trimmed,
    ...(alias
      ? [
          ValidateIf(
            (form: Record<string, unknown>, value) =>
              value !== undefined || form[alias] === undefined,
          ),
        ]
      : []),
    required(),
    IsIn(choices, withCode(VALIDATION_ERRORS.NOT_A_CHOICE({ choices }))),
  );
}

/**
 * The other name of a RequiredChoice field (see its `alias`): optional, one of `choices`, and the
 * same value as the field when both are sent.
 */
export function ChoiceAlias<T extends string>(
  field: string,
  choices: readonly T[],
  mismatch: CodedError,
) {
  return applyDecorators(
    ApiProperty({ enum: choices, required: false, description: `The same as ${field}.` }),
    trimmed,
    IsOptional(),
    IsIn(choices, withCode(VALIDATION_ERRORS.NOT_A_CHOICE({ choices }))),
    ValidateBy(
      {
        name: 'sameAsField',
        validator: {
          validate: (value: unknown, args) => {
            const other = (args?.object as Record<string, unknown>)[field];
            return other === undefined || other === value;
          },
        },
      },
      withCode(mismatch),
    ),
  );
}
