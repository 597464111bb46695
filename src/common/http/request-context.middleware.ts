import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const CORRELATION_HEADER = 'x-request-id';

declare module 'express' {
  interface Request {
    correlationId?: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;
const logger = new Logger('HTTP');

/**
 * Gives every request a correlation id (kept from the caller when well-formed), echoes it in the
 * response, and logs one line per request when the response is finished.
 */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(CORRELATION_HEADER);
  const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.correlationId = id;
  res.setHeader(CORRELATION_HEADER, id);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = `${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms id=${id}`;
    if (res.statusCode >= 500) logger.error(line);
    else if (req.originalUrl.startsWith('/api')) logger.log(line);
    else logger.verbose(line);
  });
  next();
}
