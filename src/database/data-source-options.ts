import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { registerSearchFold, SearchFoldHost } from './search-fold';

export type DatabaseEngine = 'mysql' | 'sqlite';

export interface DatabaseLocation {
  /** mysql:// (or mariadb://) user:password@host:port/database; absent means embedded SQLite. */
  url?: string;
  sqlitePath: string;
}

/** The embedded default's database file inside DATA_DIR. */
export function sqliteFileIn(dataDir: string): string {
  return join(dataDir, 'gebeya.sqlite');
}

export function engineOf(location: DatabaseLocation): DatabaseEngine {
  return location.url ? 'mysql' : 'sqlite';
}

/** Each engine has its own committed migrations, generated from the same entities. */
export function migrationsGlob(engine: DatabaseEngine): string {
  return join(__dirname, 'migrations', engine, '*.{ts,js}');
}

/**
 * The one place that turns configuration into TypeORM options, used by the app, the tests and
 * the migration CLI (ormconfig.ts). Schema changes only ever come from migrations.
 */
export function buildDataSourceOptions(location: DatabaseLocation): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: [migrationsGlob(engineOf(location))],
    migrationsTableName: 'migrations',
    synchronize: false,
    // Not 'error': TypeORM would print failed queries with their parameters (password hashes,
    // e-mails). Failures reach the error filter, which logs them without parameters.
    logging: ['warn', 'migration'] as ('warn' | 'migration')[],
  };
  if (location.url) {
    return {
      ...common,
      // MariaDB reports column defaults differently; TypeORM needs to know to compare schemas.
      type: location.url.startsWith('mariadb://') ? 'mariadb' : 'mysql',
      url: location.url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // DECIMAL columns come back as strings; the money transformer converts them in one place.
      supportBigNumbers: true,
      connectTimeout: 5000,
      extra: { connectionLimit: 10, enableKeepAlive: true },
    };
  }
  mkdirSync(dirname(location.sqlitePath), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: location.sqlitePath,
    // WAL lets readers proceed while a write transaction holds the lock.
    prepareDatabase: (db: { pragma: (sql: string) => unknown } & SearchFoldHost) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      registerSearchFold(db);
    },
  };
}
