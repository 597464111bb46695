import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseLogger } from './database-logger';
import { ENTITIES } from './entities';

export type DatabaseEngine = 'mysql' | 'sqlite';

export interface DatabaseLocation {
  /** mysql:// (or mariadb://) user:password@host:port/database; absent means embedded SQLite. */
  url?: string;
  sqlitePath: string;
  /** The app's request-time limits; absent for one-off work such as migrations. */
  limits?: DatabaseLimits;
}

/** What keeps one slow database from freezing the app (MySQL/MariaDB; see pool-limits.ts). */
export interface DatabaseLimits {
  poolSize: number;
  /** How long a request waits for a pooled connection before a 503. */
  acquireTimeoutMs: number;
  /** How long one statement may run; the server stops it and the request gets a 503. */
  queryTimeoutMs: number;
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
    // Not 'error': failures reach the error filter, which logs them without parameters.
    logging: ['warn', 'migration'] as ('warn' | 'migration')[],
    logger: new DatabaseLogger(['warn', 'migration']),
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
      extra: { connectionLimit: location.limits?.poolSize ?? 10, enableKeepAlive: true },
      // The client-side limit, a little after the server's own (set per connection) should
      // have stopped the statement: a connection that does not answer at all is dropped.
      ...(location.limits
        ? { enableQueryTimeout: true, maxQueryExecutionTime: location.limits.queryTimeoutMs + 2000 }
        : {}),
    };
  }
  mkdirSync(dirname(location.sqlitePath), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: location.sqlitePath,
    // WAL lets readers proceed while a write transaction holds the lock.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}
