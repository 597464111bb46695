import { Environment } from './environment';
import { parseTrustProxy } from './trust-proxy';
import { ConfigurationError, validateEnv } from './validate-env';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    validateEnv(Environment, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
}

describe('TRUST_PROXY', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8,192.168.1.7', ['loopback', '10.0.0.0/8', '192.168.1.7']],
    ['uniquelocal,linklocal', ['uniquelocal', 'linklocal']],
    ['fd00::/8, ::1', ['fd00::/8', '::1']],
  ])('reads %p as Express reads it', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected);
  });

  it.each([
    'true',
    '-1',
    '1.5',
    'loopback,',
    '10.0.0.0/33',
    '10.0.0/8',
    'fd00::/129',
    'proxy.local',
  ])('refuses %p at start, naming the variable', (text) => {
    expect(parseTrustProxy(text)).toBeUndefined();
    expect(problemsOf({ TRUST_PROXY: text })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be a hop count/),
    ]);
  });

  it('believes only the loopback proxy by default', () => {
    expect(parseTrustProxy(validateEnv(Environment, {}).TRUST_PROXY)).toEqual(['loopback']);
  });
});
