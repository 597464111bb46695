import { JwtService } from '@nestjs/jwt';
import * as jwt from 'jsonwebtoken';
import type { AuthConfig } from '../../config/configuration';
import { jwtOptions } from './jwt-options';

describe('jwtOptions', () => {
  const config = { jwtSecret: 'a-test-secret-ሰላም', jwtExpiresIn: '7d' } as AuthConfig;
  const service = new JwtService(jwtOptions(config));
  const payload = { sub: 7, userType: 'buyer', ver: 0 };

  it('signs exactly the token a string secret gives (HS256, same claims)', () => {
    const iat = Math.floor(Date.now() / 1000);
    const withKey = service.sign({ ...payload, iat });
    const withString = jwt.sign({ ...payload, iat }, config.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: '7d',
    });
    expect(withKey).toBe(withString);
    expect(jwt.decode(withKey, { complete: true })?.header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('accepts tokens signed with the string secret and refuses others', async () => {
    const old = jwt.sign(payload, config.jwtSecret, { algorithm: 'HS256', expiresIn: '1h' });
    await expect(service.verifyAsync(old)).resolves.toMatchObject(payload);
    const forged = jwt.sign(payload, 'another-secret', { algorithm: 'HS256' });
    await expect(service.verifyAsync(forged)).rejects.toThrow();
    const unsigned = jwt.sign(payload, '', { algorithm: 'none' });
    await expect(service.verifyAsync(unsigned)).rejects.toThrow();
  });
});
