import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Thrown at boot when an environment variable is missing or malformed; names every bad variable. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/**
 * Validates a slice of the environment against a class-validator schema and returns it typed.
 * Empty strings count as unset so `FOO=` in a .env file falls back to the default.
 */
export function validateEnv<T extends object>(
  schema: new () => T,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const instance = plainToInstance(schema, present, { enableImplicitConversion: true });
  const errors = validateSync(instance, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    throw new ConfigurationError(
      errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`),
    );
  }
  return instance;
}
