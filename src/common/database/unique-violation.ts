import { QueryFailedError } from 'typeorm';

/** True when a write failed on a unique index, on MySQL/MariaDB or SQLite alike. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.errno === 1062 ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
