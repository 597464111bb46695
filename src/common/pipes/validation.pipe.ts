import {
  ArgumentMetadata,
  BadRequestException,
  Type,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
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
  return new RememberingValidationPipe({
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

/** A validated query or route parameter object: its fields are plain values or lists of them. */
type FlatObject = Record<string, unknown>;

const isPlainValue = (value: unknown) => value === null || typeof value !== 'object';

/**
 * Remembers what a query or a route's parameters validated to, by class and by what the request
 * gave: the same few (page 1 of a type, the home page's latest) come again and again, and class-
 * transformer and class-validator took about 60 µs of a browse request to give the same answer.
 * Validation of these depends on nothing but the values given. Each request gets its own copy,
 * so a handler changing its DTO changes nothing for the next one. Only objects of plain values
 * (and lists of them) are kept; bodies, and anything that failed, are validated every time.
 */
export class RememberingValidationPipe extends ValidationPipe {
  /** Inputs kept per class at most (the least recently used goes first). */
  static readonly CAPACITY = 500;
  /** Longer inputs (a long search) are not kept. */
  static readonly LONGEST_INPUT = 512;
  private readonly remembered = new Map<Type, Map<string, KeptObject>>();

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const kept =
      metadata.type === 'query' || metadata.type === 'param' ? this.keptFor(metadata) : undefined;
    if (!kept) return super.transform(value, metadata);
    const input = `${metadata.data ?? ''}\u0000${JSON.stringify(value)}`;
    if (input.length > RememberingValidationPipe.LONGEST_INPUT) {
      return super.transform(value, metadata);
    }
    const known = kept.get(input);
    if (known) {
      // Used again: moved to the end, the last to be forgotten.
      kept.delete(input);
      kept.set(input, known);
      return copyOf(known);
    }
    const validated: unknown = await super.transform(value, metadata);
    if (isFlat(validated)) {
      if (kept.size >= RememberingValidationPipe.CAPACITY) kept.delete(kept.keys().next().value!);
      kept.set(input, keptOf(validated));
    }
    return validated;
  }

  /** The inputs kept for the class the value is validated as (none for a primitive). */
  private keptFor(metadata: ArgumentMetadata): Map<string, KeptObject> | undefined {
    const metatype = this.expectedType ?? metadata.metatype;
    if (!metatype || !this.toValidate({ ...metadata, metatype })) return undefined;
    let kept = this.remembered.get(metatype);
    if (!kept) this.remembered.set(metatype, (kept = new Map<string, KeptObject>()));
    return kept;
  }
}

function isFlat(value: unknown): value is FlatObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (field) => isPlainValue(field) || (Array.isArray(field) && field.every(isPlainValue)),
  );
}

/** A validated object as kept: its class's prototype and its fields, in order. */
interface KeptObject {
  prototype: object;
  fields: Array<[string, unknown]>;
}

function keptOf(validated: FlatObject): KeptObject {
  return {
    prototype: Object.getPrototypeOf(validated) as object,
    fields: Object.entries(validated).map(([name, field]) => [
      name,
      Array.isArray(field) ? [...(field as unknown[])] : field,
    ]),
  };
}

/**
 * A copy of the same class, with lists of its own. Built field by field from a list: copying
 * the kept object itself (Object.assign, then for…in to find its lists) took about 5 µs for a
 * browse page's twenty-one fields.
 */
function copyOf({ prototype, fields }: KeptObject): FlatObject {
  const copy = Object.create(prototype) as FlatObject;
  for (const [name, field] of fields) {
    copy[name] = Array.isArray(field) ? [...(field as unknown[])] : field;
  }
  return copy;
}
