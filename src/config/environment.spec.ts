import { Environment } from './environment';
import { ConfigurationError, validateEnv } from './validate-env';

const sut = (env: NodeJS.ProcessEnv) => validateEnv(Environment, env);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    sut(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

describe('Environment', () => {
  it('has working defaults on a fresh machine', () => {
    const env = sut({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('reads numbers and booleans from strings', () => {
    expect(sut({ PORT: '8080', DEMO_DATA: 'false' })).toMatchObject({
      PORT: 8080,
      DEMO_DATA: false,
    });
  });

  it('treats an empty value as unset', () => {
    expect(sut({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x@y/z' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'long enough pw' }, 'ADMIN_EMAIL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
  ])('names the variable when %o is bad', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('requires JWT_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: .*required when NODE_ENV=production/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@gebeya.et' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: /),
    ]);
  });

  it('accepts a MySQL URL', () => {
    expect(sut({ DATABASE_URL: 'mysql://app:secret@db:3306/gebeya' }).DATABASE_URL).toBe(
      'mysql://app:secret@db:3306/gebeya',
    );
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', NODE_ENV: 'y' })).toHaveLength(2);
  });
});
