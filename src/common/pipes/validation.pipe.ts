import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../http/api-response';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The one ValidationPipe of the app. The first message becomes the error's `message`, so DTOs
 * order their decorators as the spec orders its checks; every message is listed in `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors).map((e) =>
        e.message.startsWith('property ') && e.message.endsWith('should not exist')
          ? { field: e.field, message: `Unknown field: ${e.field}.` }
          : e,
      );
      return new BadRequestException({
        message: fieldErrors[0]?.message ?? 'The request is not valid.',
        errors: fieldErrors,
      });
    },
  });
}
