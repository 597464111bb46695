import { createHmac } from 'node:crypto';
import { chapaSignatureHeaders, isSignedByChapa } from './chapa-signature';

const SECRET = 'webhook-secret';
const body = Buffer.from('{"tx_ref":"GB-1","status":"success"}');
const hmac = (data: string | Buffer) => createHmac('sha256', SECRET).update(data).digest('hex');

describe('isSignedByChapa', () => {
  it('accepts the HMAC of the raw body in x-chapa-signature', () => {
    expect(isSignedByChapa(body, { 'x-chapa-signature': hmac(body) }, SECRET)).toBe(true);
  });

  it('accepts the HMAC of the secret in chapa-signature', () => {
    expect(isSignedByChapa(body, { 'chapa-signature': hmac(SECRET) }, SECRET)).toBe(true);
  });

  it('refuses a body changed after signing, another secret, and no signature', () => {
    const changed = Buffer.from('{"tx_ref":"GB-2","status":"success"}');
    expect(isSignedByChapa(changed, { 'x-chapa-signature': hmac(body) }, SECRET)).toBe(false);
    expect(isSignedByChapa(body, { 'x-chapa-signature': hmac(body) }, 'other')).toBe(false);
    expect(isSignedByChapa(body, {}, SECRET)).toBe(false);
    expect(isSignedByChapa(undefined, { 'x-chapa-signature': hmac(body) }, SECRET)).toBe(false);
  });

  it('refuses signatures of the wrong length or type without throwing', () => {
    expect(isSignedByChapa(body, { 'x-chapa-signature': 'abc' }, SECRET)).toBe(false);
    expect(isSignedByChapa(body, { 'x-chapa-signature': ['a', 'b'] }, SECRET)).toBe(false);
  });

  it('produces headers that it accepts', () => {
    const raw = body.toString();
    expect(isSignedByChapa(body, chapaSignatureHeaders(raw, SECRET), SECRET)).toBe(true);
  });
});
