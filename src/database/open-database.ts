import { DataSource, MigrationExecutor } from 'typeorm';
import { ConfigurationError } from '../config/validate-env';
import { assertUtf8mb4 } from './charset-check';
import { buildDataSourceOptions, DatabaseLocation } from './data-source-options';
import { withDatabaseLock } from './database-lock';
import { applyPoolLimits } from './pool-limits';
import { serializeSqliteTransactions } from './serialized-transactions';

/** The one-shot migration step's command, named where a start refuses a schema behind the code. */
export const MIGRATE_COMMAND = 'npm run migrate (node dist/commands/migrate.js)';

/**
 * Brings the schema up to date on a connection of its own, without the request-time limits: an
 * index build on a large table may take longer than any request is allowed to. Instances starting
 * at once take turns (a database lock): the first migrates, the others then find nothing to do.
 * Returns the names of the migrations this call applied.
 */
export async function migrateDatabase(location: DatabaseLocation): Promise<string[]> {
  const dataSource = await new DataSource(
    buildDataSourceOptions({ url: location.url, sqlitePath: location.sqlitePath }),
  ).initialize();
  try {
    const applied = await withDatabaseLock(dataSource, 'migrations', () =>
      dataSource.runMigrations(),
    );
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/** When the app does not migrate at start, it refuses a schema the code would not fit. */
async function assertNoPendingMigrations(dataSource: DataSource): Promise<void> {
  const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
  if (pending.length === 0) return;
  throw new ConfigurationError([
    `MIGRATIONS_AT_START: is false and the database lacks ${pending.length} migration(s) (${pending
      .map((migration) => migration.name)
      .join(', ')}): run ${MIGRATE_COMMAND} first`,
  ]);
}

export interface AppDatabase extends DatabaseLocation {
  /** false when a one-shot step (npm run migrate) brings the schema up to date before any start. */
  migrateAtStart: boolean;
}

/** The app's database: migrated, checked to keep Amharic, and with its request-time limits. */
export async function openDatabase(location: AppDatabase): Promise<DataSource> {
  if (location.migrateAtStart) await migrateDatabase(location);
  const dataSource = await new DataSource(buildDataSourceOptions(location)).initialize();
  try {
    if (!location.migrateAtStart) await assertNoPendingMigrations(dataSource);
    await assertUtf8mb4(dataSource);
    if (location.limits) await applyPoolLimits(dataSource, location.limits);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return serializeSqliteTransactions(dataSource);
}
