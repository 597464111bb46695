import type { DataSource } from 'typeorm';

/** How a driver is reached to see what is sent on it: SQLite's compile, MySQL's pooled query. */
interface WatchedDriver {
  databaseConnection?: { prepare(sql: string): unknown };
  obtainMasterConnection?(): Promise<{ query(...args: unknown[]): unknown }>;
}

/**
 * The SQL text of the statements compiled (SQLite) or sent (MySQL) while `work` runs, including
 * those the app sends straight to the driver. SQLite compiles a statement of one shape once: a
 * shape the app has read before does not show up again.
 */
export async function statementsSentDuring(
  dataSource: DataSource,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const driver = dataSource.driver as unknown as WatchedDriver;
  const sent: string[] = [];
  const restore: (() => void)[] = [];
  if (dataSource.options.type === 'better-sqlite3') {
    const connection = driver.databaseConnection!;
    const prepare = connection.prepare;
    connection.prepare = function (sql: string) {
      sent.push(sql);
      return prepare.call(this, sql);
    };
    restore.push(() => (connection.prepare = prepare));
  } else {
    const obtain = driver.obtainMasterConnection!;
    driver.obtainMasterConnection = async function () {
      const connection = await obtain.call(this);
      if (!Object.hasOwn(connection, 'query')) {
        const query = connection.query;
        connection.query = function (...args: unknown[]) {
          const [first] = args as [string | { sql: string }];
          sent.push(typeof first === 'string' ? first : first.sql);
          return query.apply(this, args);
        };
        // Pooled connections are lent again: each is made as it was once the work is done.
        restore.push(() => delete (connection as { query?: unknown }).query);
      }
      return connection;
    };
    restore.push(() => (driver.obtainMasterConnection = obtain));
  }
  try {
    await work();
    return sent;
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
