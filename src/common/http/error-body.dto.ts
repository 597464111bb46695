import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';

/** Values the message names, e.g. `{ "max": 100 }` or `{ "fields": ["make", "model"] }`. */
const PARAMS_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: {
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }],
  },
};

/** One entry per rejected field, so a form can put each message beside its field. */
export class FieldError {
  /** The request field, e.g. `email`. */
  field: string;
  /** The message in English, e.g. 'Invalid email format.'. */
  message: string;
  /** A stable name for the problem (`INVALID_EMAIL`): clients show their own text for it. */
  code: string;
  @ApiPropertyOptional(PARAMS_SCHEMA)
  params?: Record<string, string | number | readonly string[]>;
}

/** The body of every error response of the API. */
export class ErrorBody {
  @ApiProperty({ enum: ['error'] })
  status: 'error';
  /** The HTTP status code, repeated for clients that only see the body. */
  statusCode: number;
  /** A sentence a user can read, in English. */
  message: string;
  /**
   * A stable name for the refusal (`INVALID_CREDENTIALS`, `NOT_FOUND`): clients show their own
   * text for it, in the user's language, with `params` filled in.
   */
  code: string;
  @ApiPropertyOptional(PARAMS_SCHEMA)
  params?: Record<string, string | number | readonly string[]>;
  @ApiPropertyOptional({ type: [FieldError] })
  errors?: FieldError[];
  /** Quote this id when reporting a problem; it is in the server log too. */
  correlationId: string;
}
