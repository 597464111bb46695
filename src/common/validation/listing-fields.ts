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
} from 'class-validator';

/** Missing fields of a form are named together in one message: 'Please fill all required fields: a, b'. */
export const COMBINED_REQUIRED = 'Please fill all required fields';

function required() {
  return IsNotEmpty({ message: '$property', context: { combineAs: COMBINED_REQUIRED } });
}

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
    IsString({ message: '$property must be text.' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters long.` }),
  );
}

export function OptionalFormText(maxLength: number) {
  return applyDecorators(
    ApiProperty({ required: false, maxLength }),
    trimmed,
    IsOptional(),
    IsString({ message: '$property must be text.' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters long.` }),
  );
}

export function RequiredFormNumber(min: number, max: number, options: { integer?: boolean } = {}) {
  const range = `$property must be a number from ${min} to ${max}.`;
  return applyDecorators(
    ApiProperty({ type: options.integer ? 'integer' : 'number', minimum: min, maximum: max }),
    toNumber,
    required(),
    options.integer
      ? IsInt({ message: range })
      : IsNumber({ maxDecimalPlaces: 2 }, { message: range }),
    Min(min, { message: range }),
    Max(max, { message: range }),
  );
}

export function RequiredChoice<T extends string>(choices: readonly T[]) {
  return applyDecorators(
    ApiProperty({ enum: choices }),
    trimmed,
    required(),
    IsIn(choices, {
      message: `$property must be one of: ${choices.join(', ')}.`,
    }),
  );
}
