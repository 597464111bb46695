import { BadRequestException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';

/** Far deeper than any request body of the API, far shallower than what exhausts the stack. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** Whether arrays and objects in this JSON text nest deeper than `max`, read byte by byte. */
export function jsonNestsDeeperThan(json: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const byte of json) {
    if (inString) {
      // UTF-8 never uses these two bytes inside a multi-byte character.
      if (escaped) escaped = false;
      else if (byte === 0x5c) escaped = true;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * body-parser's `verify` hook: refuses a deeply nested body before it is parsed, as validation
 * walks bodies recursively and would run out of stack (a 4 kB body can nest 2 000 levels).
 */
export function refuseDeepJson(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) throw new BadRequestException(TOO_DEEP);
}
