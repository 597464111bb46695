import type { DataSource } from 'typeorm';

/** How a driver is reached to see what is sent on it: SQLite's compile, MySQL's pooled query. */
interface WatchedDriver {
  databaseConnection?: { prepare(sql: string): unknown };
  obtainMasterConnection?(): Promise<{ query(...args: unknown[]): unknown }>;
}

/**
 * A statement as it went to the driver. On MySQL also its bound values and the client-side time
 * limit it carried; SQLite binds when it runs, so only the text is seen there.
 */
export interface SentStatement {
  sql: string;
  values?: unknown;
  timeout?: number;
}

/** What mysql2's `query` is given first: the text, or a command or options carrying it. */
type QueryArgument = string | { sql: string; values?: unknown; timeout?: number };

/**
 * The statements compiled (SQLite) or sent (MySQL) while `work` runs, including those the app
 * sends straight to the driver. SQLite compiles a statement of one shape once: a shape the app has
 * read before does not show up again.
 */
export async function statementsSentDuring(
  dataSource: DataSource,
  work: () => Promise<unknown>,
): Promise<string[]> {
  return (await sentStatementsDuring(dataSource, work)).map((statement) => statement.sql);
}

/** As statementsSentDuring, each statement whole. */
export async function sentStatementsDuring(
  dataSource: DataSource,
  work: () => Promise<unknown>,
): Promise<SentStatement[]> {
  const driver = dataSource.driver as unknown as WatchedDriver;
  const sent: SentStatement[] = [];
  const restore: (() => void)[] = [];
  if (dataSource.options.type === 'better-sqlite3') {
    const connection = driver.databaseConnection!;
    const prepare = connection.prepare;
    connection.prepare = function (sql: string) {
      sent.push({ sql });
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
          const [first, second] = args as [QueryArgument, unknown];
          sent.push(
            typeof first === 'string'
              ? { sql: first, values: Array.isArray(second) ? second : undefined }
              : { sql: first.sql, values: first.values, timeout: first.timeout },
          );
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
