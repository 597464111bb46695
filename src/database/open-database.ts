import { DataSource } from 'typeorm';
import { assertUtf8mb4 } from './charset-check';
import { buildDataSourceOptions, DatabaseLocation } from './data-source-options';
import { applyPoolLimits } from './pool-limits';
import { serializeSqliteTransactions } from './serialized-transactions';

/**
 * Brings the schema up to date on a connection of its own, without the request-time limits: an
 * index build on a large table may take longer than any request is allowed to.
 */
export async function migrateDatabase(location: DatabaseLocation): Promise<void> {
  const dataSource = await new DataSource(
    buildDataSourceOptions({ url: location.url, sqlitePath: location.sqlitePath }),
  ).initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

/** The app's database: migrated, checked to keep Amharic, and with its request-time limits. */
export async function openDatabase(location: DatabaseLocation): Promise<DataSource> {
  await migrateDatabase(location);
  const dataSource = await new DataSource(buildDataSourceOptions(location)).initialize();
  try {
    await assertUtf8mb4(dataSource);
    if (location.limits) await applyPoolLimits(dataSource, location.limits);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return serializeSqliteTransactions(dataSource);
}
