import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One entry per rejected field, so a form can put each message beside its field. */
export class FieldError {
  /** The request field, e.g. `email`. */
  field: string;
  /** The message to show, e.g. 'Invalid email format.'. */
  message: string;
}

/** The body of every error response of the API. */
export class ErrorBody {
  @ApiProperty({ enum: ['error'] })
  status: 'error';
  /** The HTTP status code, repeated for clients that only see the body. */
  statusCode: number;
  /** A sentence a user can read. */
  message: string;
  @ApiPropertyOptional({ type: [FieldError] })
  errors?: FieldError[];
  /** Quote this id when reporting a problem; it is in the server log too. */
  correlationId: string;
}
