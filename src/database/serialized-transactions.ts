import { DataSource } from 'typeorm';

/**
 * The embedded SQLite database has one connection, shared by every request. Two transactions
 * started at once on it would nest ("cannot start a transaction within a transaction"), so on
 * SQLite the app's transactions take turns; MySQL gives each its own pooled connection.
 */
export function serializeSqliteTransactions(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let turn: Promise<unknown> = Promise.resolve();
  manager.transaction = (...args: unknown[]) => {
    const run = turn.then(() => transaction(...args));
    // The next transaction waits for this one to end, whether it commits or fails.
    turn = run.catch(() => undefined);
    return run;
  };
  return dataSource;
}
