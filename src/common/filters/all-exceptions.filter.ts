import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { CodedError, ErrorParams, genericError } from '../errors/coded-error';
import type { ErrorBody, FieldError } from '../http/error-body.dto';
import { currentRequestScope } from '../http/request-scope';

/** Turns anything thrown while handling a request into the one error body of the API. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const body = this.toBody(exception, req.correlationId ?? '');
    if (isStoppedForLeaving(exception)) {
      // Its client went away and its query was stopped for it (pool-limits.ts): nobody to answer.
      this.logger.log(`${req.method} ${req.originalUrl} id=${body.correlationId}: client left`);
      return;
    } else if (isDatabaseUnreachable(exception)) {
      // Expected while the database restarts or is overloaded: one line, not a stack trace.
      this.logger.warn(
        `${req.method} ${req.originalUrl} id=${body.correlationId}: database unavailable (${String(databaseErrorCode(exception))})`,
      );
    } else if (body.statusCode >= 500) {
      const detail =
        exception instanceof Error ? (exception.stack ?? exception.message) : exception;
      this.logger.error(`${req.method} ${req.originalUrl} id=${body.correlationId}`, detail);
    }
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, correlationId: string): ErrorBody {
    const statusCode = statusOf(exception);
    const generic = genericError(statusCode);
    const response = exception instanceof HttpException ? exception.getResponse() : undefined;
    // The text of an unexpected error may hold SQL, paths or secrets: clients get the generic one.
    const coded =
      response !== undefined && statusCode !== 500 ? codedOf(response, generic) : generic;
    const errors = response !== undefined ? errorsOf(response) : [];
    return {
      status: 'error',
      statusCode,
      code: coded.code,
      message: coded.message,
      ...(coded.params ? { params: coded.params } : {}),
      ...(errors.length ? { errors } : {}),
      correlationId,
    };
  }
}

/** Errors meaning the database is out of reach (restarting, down, overloaded, too slow), not a bug. */
const DATABASE_UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
  'SQLITE_BUSY',
  // Our own limits: no pooled connection free in time, or a statement stopped by the server.
  'POOL_ACQUIRE_TIMEOUT',
  'ER_STATEMENT_TIMEOUT',
  'ER_QUERY_TIMEOUT',
]);

/** What stopping a read whose client left (pool-limits.ts) makes its query fail with. */
const STOPPED_FOR_LEAVING = new Set(['REQUEST_LEFT', 'ER_QUERY_INTERRUPTED']);

/** The request's client left and this is the stopped query's failure, not some other error. */
function isStoppedForLeaving(exception: unknown): boolean {
  const code = databaseErrorCode(exception);
  return (
    currentRequestScope()?.client.left === true &&
    typeof code === 'string' &&
    STOPPED_FOR_LEAVING.has(code)
  );
}

function databaseErrorCode(exception: unknown): unknown {
  const error = exception as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  return error?.driverError?.code ?? error?.code;
}

function isDatabaseUnreachable(exception: unknown): boolean {
  const code = databaseErrorCode(exception);
  return typeof code === 'string' && DATABASE_UNREACHABLE.has(code);
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  if (isDatabaseUnreachable(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
  // body-parser and multer report their own client errors with a status.
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return status;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/**
 * The refusal an exception carries: a CodedError as thrown, or Nest's own (a string, or
 * `{ message }`) under the status's generic code.
 */
function codedOf(response: string | object, generic: CodedError): CodedError {
  if (typeof response === 'string') return { ...generic, message: response };
  const { code, message, params } = response as {
    code?: unknown;
    message?: unknown;
    params?: unknown;
  };
  const text =
    typeof message === 'string' && message
      ? message
      : Array.isArray(message) && typeof message[0] === 'string'
        ? message[0]
        : generic.message;
  if (typeof code !== 'string') return { ...generic, message: text };
  return {
    code,
    message: text,
    ...(params && typeof params === 'object' ? { params: params as ErrorParams } : {}),
  };
}

function errorsOf(response: string | object): FieldError[] {
  if (typeof response !== 'object' || response === null) return [];
  const errors = (response as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}
