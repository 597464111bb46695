import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorBody, FieldError } from '../http/error-body.dto';

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in to continue.',
  403: 'You do not have permission to do this.',
  404: 'The requested resource was not found.',
  413: 'The request is too large.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'An unexpected error occurred. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Turns anything thrown while handling a request into the one error body of the API. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const body = this.toBody(exception, req.correlationId ?? '');
    if (isDatabaseUnreachable(exception)) {
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
    const fallback = GENERIC_MESSAGES[statusCode] ?? GENERIC_MESSAGES[500];
    const response = exception instanceof HttpException ? exception.getResponse() : undefined;
    // The text of an unexpected error may hold SQL, paths or secrets: clients get the generic one.
    const message =
      response !== undefined && statusCode !== 500 ? messageOf(response, fallback) : fallback;
    const errors = response !== undefined ? errorsOf(response) : [];
    return {
      status: 'error',
      statusCode,
      message,
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

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

function errorsOf(response: string | object): FieldError[] {
  if (typeof response !== 'object' || response === null) return [];
  const errors = (response as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}
