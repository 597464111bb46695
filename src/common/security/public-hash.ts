import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const PUBLIC_HASH_LENGTH = 26;
export const PUBLIC_HASH_PATTERN = /^[A-Z0-9]{26}$/;

/** The 26-character uppercase identifier the spec uses for sellerHash, buyerHash and employeeHash. */
export function generatePublicHash(): string {
  let hash = '';
  for (let i = 0; i < PUBLIC_HASH_LENGTH; i++) hash += ALPHABET[randomInt(ALPHABET.length)];
  return hash;
}
