import { BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../http/error-body.dto';

/** A missing field is reported before a malformed one, as the spec's forms check them. */
const REQUIRED_CONSTRAINTS = ['isDefined', 'isNotEmpty'];
const UNKNOWN_FIELD = 'whitelistValidation';

interface RankedError extends FieldError {
  required: boolean;
  /** Missing fields that a form reports together, e.g. 'Please fill all required fields'. */
  combineAs?: string;
}

/** One error per field: its required-check message if that failed, else its first other one. */
function flatten(errors: ValidationError[], parent = ''): RankedError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    const required = constraints.find(([name]) => REQUIRED_CONSTRAINTS.includes(name));
    const [name, message] = required ?? constraints[0] ?? [];
    const context = name
      ? (error.contexts?.[name] as { combineAs?: string } | undefined)
      : undefined;
    const own: RankedError[] = name
      ? [
          {
            field,
            message: name === UNKNOWN_FIELD ? `Unknown field: ${field}.` : message,
            required: required !== undefined,
            combineAs: context?.combineAs,
          },
        ]
      : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The one ValidationPipe of the app. Required-field errors come first, then the others in the
 * DTO's field order; the first becomes the error's `message`, all are listed in `errors`.
 */
export function createValidationPipe(expectedType?: Type): ValidationPipe {
  return new ValidationPipe({
    expectedType,
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => {
      const ranked = flatten(errors);
      const ordered = [...ranked.filter((e) => e.required), ...ranked.filter((e) => !e.required)];
      const combined = ordered.filter((e) => e.combineAs);
      const fieldErrors = ordered.map(({ field, message, combineAs }) => ({
        field,
        message: combineAs ? `${combineAs}: ${field}` : message,
      }));
      const message = combined.length
        ? `${combined[0].combineAs}: ${combined.map((e) => e.field).join(', ')}`
        : (fieldErrors[0]?.message ?? 'The request is not valid.');
      return new BadRequestException({ message, errors: fieldErrors });
    },
  });
}

/**
 * Validates a parameter as `type`, for controllers built per type where the parameter's declared
 * type cannot name the DTO (`@Body(validateAs(PostForm)) body: object`). The app-wide pipe leaves
 * such a parameter alone: its declared type is Object.
 */
export function validateAs(type: Type): ValidationPipe {
  return createValidationPipe(type);
}
