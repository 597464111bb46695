import { BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { CodedError, COMMON_ERRORS, ErrorMaker } from '../errors/coded-error';
import type { FieldError } from '../http/error-body.dto';
import { VALIDATION_ERRORS } from '../validation/messages';
import { rememberValidationRules } from '../validation/remembered-rules';

// Every request's query or body goes through here: class-validator's rules per class are worked
// out once.
rememberValidationRules();

/** A missing field is reported before a malformed one, as the spec's forms check them. */
const REQUIRED_CONSTRAINTS = ['isDefined', 'isNotEmpty'];
const UNKNOWN_FIELD = 'whitelistValidation';

/** What a decorator's `context` may carry (see withCode and listing-fields' required()). */
interface ConstraintContext {
  error?: CodedError;
  /** Missing fields that a form reports together, e.g. 'Please fill all required fields: a, b'. */
  combined?: ErrorMaker;
}

interface RankedError extends FieldError {
  required: boolean;
  combined?: ErrorMaker;
}

/** The field's error: the decorator's code and values with the field's name beside them. */
function fieldError(field: string, message: string, context: ConstraintContext | undefined) {
  const coded = context?.error ?? VALIDATION_ERRORS.INVALID_VALUE();
  return { field, message, code: coded.code, params: { ...coded.params, field } };
}

/** One error per field: its required-check message if that failed, else its first other one. */
function flatten(errors: ValidationError[], parent = ''): RankedError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    const required = constraints.find(([name]) => REQUIRED_CONSTRAINTS.includes(name));
    const [name, message] = required ?? constraints[0] ?? [];
    const context = name ? (error.contexts?.[name] as ConstraintContext | undefined) : undefined;
    const own: RankedError[] = name
      ? [
          {
            ...(name === UNKNOWN_FIELD
              ? { field, ...VALIDATION_ERRORS.UNKNOWN_FIELD({ field }) }
              : fieldError(field, message, context)),
            required: required !== undefined,
            combined: context?.combined,
          },
        ]
      : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The one ValidationPipe of the app. Required-field errors come first, then the others in the
 * DTO's field order; the first becomes the error's `message` (and code), all are in `errors`.
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
      const combined = ordered.filter((e) => e.combined);
      const fieldErrors: FieldError[] = ordered.map(({ required: _, combined: together, ...e }) =>
        together ? { ...e, ...together({ fields: [e.field] }), field: e.field } : e,
      );
      const summary: CodedError = combined.length
        ? combined[0].combined!({ fields: combined.map((e) => e.field) })
        : (fieldErrors[0] ?? COMMON_ERRORS.REQUEST_INVALID());
      return new BadRequestException({
        code: summary.code,
        message: summary.message,
        params: summary.params,
        errors: fieldErrors,
      });
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
