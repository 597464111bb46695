import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow for attackers, fine for a login. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
