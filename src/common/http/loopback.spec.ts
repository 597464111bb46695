import { isLoopbackAddress, isLoopbackUrl } from './loopback';

describe('loopback', () => {
  it('knows the loopback addresses, IPv4-mapped included', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.5', '::ffff:10.0.0.1', 'fe80::1', '', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });

  it('knows which site addresses are this machine', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ])
      expect(isLoopbackUrl(url)).toBe(true);
    for (const url of [
      'https://gebeya.et',
      'http://192.168.1.20:3000',
      'http://localhost.evil.com',
    ])
      expect(isLoopbackUrl(url)).toBe(false);
  });
});
