import { BadRequestException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { VALIDATION_ERRORS } from '../validation/messages';

/** Far deeper than any request body of the API, far shallower than what exhausts the stack. */
export const MAX_JSON_DEPTH = 32;

const tooDeep = () => VALIDATION_ERRORS.BODY_TOO_DEEP({ max: MAX_JSON_DEPTH });
export const TOO_DEEP = tooDeep().message;

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
  if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) throw new BadRequestException(tooDeep());
}
