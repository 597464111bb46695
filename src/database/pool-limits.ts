import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { currentRequestScope, RequestScope } from '../common/http/request-scope';
import type { DatabaseLimits } from './data-source-options';

/** A request waited longer than DB_ACQUIRE_TIMEOUT_MS for a pooled connection: answered 503. */
export class PoolAcquireTimeoutError extends Error {
  readonly code = 'POOL_ACQUIRE_TIMEOUT';
  constructor(waitedMs: number) {
    super(`No database connection became free within ${waitedMs} ms`);
    this.name = 'PoolAcquireTimeoutError';
  }
}

/** The client left before a query of its request could start: it is not sent at all. */
export class RequestLeftError extends Error {
  readonly code = 'REQUEST_LEFT';
  constructor() {
    super('The client left before its query was sent');
    this.name = 'RequestLeftError';
  }
}

type PooledConnection = {
  threadId: number;
  release(): void;
  destroy(): void;
  query(sql: string, cb: (error: Error | null) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};

type MysqlModule = { createConnection(options: object): PooledConnection };

/** MySQL's and MariaDB's "Unknown thread id" (KILL of a connection that is gone). */
const ER_NO_SUCH_THREAD = 1094;

/**
 * How long a read's query may go on after its client left before it is stopped. Most reads end
 * within a few milliseconds: stopping one costs more (a connection opened for the kill, the
 * stopped one closed and made again) than letting it finish, and a phone that drops a page it
 * asked for, or a load balancer closing idle keep-alives, would pay that for nothing. A query
 * still running after this is one worth stopping.
 */
export const ABANDONED_QUERY_GRACE_MS = 100;

/**
 * Bounds what one request can make the MySQL pool wait for. mysql2's pool queues a request for a
 * connection forever, so a stalled database (or a burst larger than the pool) would leave every
 * request waiting for good; here a wait ends after `acquireTimeoutMs` with a 503, and a connection
 * that frees up later goes back to the pool. Each connection also gets the server-side statement
 * limit on first use, so a runaway query is stopped by the server rather than only abandoned.
 * And a query run for a read whose client has left, still running a moment later, is stopped
 * (AbandonWatcher): nobody waits for its answer, and the requests waiting for a connection get
 * one sooner.
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
  const watcher = new AbandonWatcher(driver);

  driver.obtainMasterConnection = () => {
    const scope = currentRequestScope();
    if (scope?.client.left) return Promise.reject(new RequestLeftError());
    return new Promise<PooledConnection>((resolve, reject) => {
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
          if (limited.has(connection)) return resolve(watcher.watch(connection, scope));
          connection.query(statementLimit, (error) => {
            if (error) {
              connection.release();
              return reject(error);
            }
            limited.add(connection);
            resolve(watcher.watch(connection, scope));
          });
        },
        (error: Error) => {
          clearTimeout(timer);
          if (waiting) reject(error);
          waiting = false;
        },
      );
    });
  };
}

/**
 * Stops the queries of requests whose client has left. A request still holding its connection
 * ABANDONED_QUERY_GRACE_MS after its client left has KILL QUERY sent for that connection's thread;
 * the connection is then closed on release, never pooled again, so the kill can reach no later
 * query that reuses it. One released within the grace goes back to the pool as any other.
 */
class AbandonWatcher {
  /** Per lent connection: stops listening for its client leaving, and any kill not yet sent. */
  private readonly stopWatching = new WeakMap<PooledConnection, () => void>();
  private readonly doomed = new WeakSet<PooledConnection>();
  private readonly wrapped = new WeakSet<PooledConnection>();

  constructor(private readonly driver: MysqlDriver) {}

  watch(connection: PooledConnection, scope: RequestScope | undefined): PooledConnection {
    this.wrapRelease(connection);
    if (!scope) return connection;
    let pendingKill: NodeJS.Timeout | undefined;
    const stopListening = scope.client.onLeave(() => {
      pendingKill = setTimeout(() => {
        this.doomed.add(connection);
        this.kill(connection.threadId);
      }, ABANDONED_QUERY_GRACE_MS);
    });
    this.stopWatching.set(connection, () => {
      stopListening();
      clearTimeout(pendingKill);
    });
    return connection;
  }

  private wrapRelease(connection: PooledConnection): void {
    if (this.wrapped.has(connection)) return;
    this.wrapped.add(connection);
    const release = connection.release.bind(connection);
    connection.release = () => {
      this.stopWatching.get(connection)?.();
      this.stopWatching.delete(connection);
      if (this.doomed.has(connection)) connection.destroy();
      else release();
    };
  }

  /**
   * From a connection of its own, opened for the kill and closed after it: a kill never waits
   * behind the queries it would stop, and clients leaving is rare enough not to keep one open.
   */
  private kill(threadId: number): void {
    const internals = this.driver as unknown as {
      mysql: MysqlModule;
      createConnectionOptions(options: object, credentials: object): Record<string, unknown>;
    };
    const options = internals.createConnectionOptions(this.driver.options, this.driver.options);
    // Pool settings mean nothing to a single connection.
    delete options.connectionLimit;
    delete options.acquireTimeout;
    const killer = internals.mysql.createConnection(options);
    killer.on('error', () => killer.destroy());
    killer.query(`KILL QUERY ${Number(threadId)}`, (error) => {
      // No such thread: the query ended and its connection was closed before the kill came.
      if (error && (error as { errno?: number }).errno !== ER_NO_SUCH_THREAD) {
        new Logger('Database').warn(`Could not stop an abandoned query: ${error.message}`);
      }
      killer.destroy();
    });
  }
}
