import { createSecretKey } from 'node:crypto';
import type { JwtModuleOptions } from '@nestjs/jwt';
import type { AuthConfig } from '../../config/configuration';

/**
 * HS256 with the secret as a key made once: given a string, jsonwebtoken would first try it as a
 * PEM public key and then build a key from it on every sign and verify. Same key bytes, so tokens
 * are exactly those a string secret gives.
 */
export function jwtOptions(config: AuthConfig): JwtModuleOptions {
  return {
    secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
    signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
    verifyOptions: { algorithms: ['HS256'] },
  };
}
