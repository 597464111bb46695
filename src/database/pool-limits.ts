import { DataSource } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import type { DatabaseLimits } from './data-source-options';

/** A request waited longer than DB_ACQUIRE_TIMEOUT_MS for a pooled connection: answered 503. */
export class PoolAcquireTimeoutError extends Error {
  readonly code = 'POOL_ACQUIRE_TIMEOUT';
  constructor(waitedMs: number) {
    super(`No database connection became free within ${waitedMs} ms`);
    this.name = 'PoolAcquireTimeoutError';
  }
}

type PooledConnection = {
  release(): void;
  query(sql: string, cb: (error: Error | null) => void): void;
};

/**
 * Bounds what one request can make the MySQL pool wait for. mysql2's pool queues a request for a
 * connection forever, so a stalled database (or a burst larger than the pool) would leave every
 * request waiting for good; here a wait ends after `acquireTimeoutMs` with a 503, and a connection
 * that frees up later goes back to the pool. Each connection also gets the server-side statement
 * limit on first use, so a runaway query is stopped by the server rather than only abandoned.
 */
export async function applyPoolLimits(
  dataSource: DataSource,
  limits: DatabaseLimits,
): Promise<void> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return;
  const driver = dataSource.driver as MysqlDriver;
  const [{ version }] = await dataSource.query<{ version: string }[]>(
    'SELECT VERSION() AS version',
  );
  const statementLimit = /mariadb/i.test(version)
    ? `SET SESSION max_statement_time = ${limits.queryTimeoutMs / 1000}`
    : // MySQL limits SELECT statements only; its writes are short and bounded by lock timeouts.
      `SET SESSION max_execution_time = ${limits.queryTimeoutMs}`;
  const limited = new WeakSet<object>();
  const obtain = driver.obtainMasterConnection.bind(driver) as () => Promise<PooledConnection>;

  driver.obtainMasterConnection = () =>
    new Promise((resolve, reject) => {
      let waiting = true;
      const timer = setTimeout(() => {
        waiting = false;
        reject(new PoolAcquireTimeoutError(limits.acquireTimeoutMs));
      }, limits.acquireTimeoutMs);
      obtain().then(
        (connection) => {
          if (!waiting) return connection.release();
          clearTimeout(timer);
          waiting = false;
          if (limited.has(connection)) return resolve(connection);
          connection.query(statementLimit, (error) => {
            if (error) {
              connection.release();
              return reject(error);
            }
            limited.add(connection);
            resolve(connection);
          });
        },
        (error: Error) => {
          clearTimeout(timer);
          if (waiting) reject(error);
          waiting = false;
        },
      );
    });
}
