import { Logger } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';

/** The work only one instance may do at a time, and how the log names it. */
const LOCKED_WORK = {
  migrations: 'the migrations',
  'start-up-data': 'the start-up data (administrator, demo data)',
};
export type LockedWork = keyof typeof LOCKED_WORK;

const POLL_MS = 250;
const REPORT_EVERY_MS = 10_000;

function isMysqlFamily(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}

/**
 * Calls `run` while this instance holds the MySQL/MariaDB lock (GET_LOCK) named after `work`, so
 * that of several instances starting at once one does it and the others wait, then find it done.
 * The lock lives on a connection of its own and the server frees it if that connection dies, so a
 * killed instance never leaves the others waiting. SQLite is one file on one machine: no lock.
 */
export async function withDatabaseLock<T>(
  dataSource: DataSource,
  work: LockedWork,
  run: () => Promise<T>,
): Promise<T> {
  if (!isMysqlFamily(dataSource)) return run();
  const runner = dataSource.createQueryRunner();
  try {
    // Lock names are server-wide: the database's name keeps two databases on one server apart.
    const [{ name }] = (await runner.query(
      `SELECT CONCAT('gebeya:', ?, ':', LEFT(SHA1(DATABASE()), 24)) AS name`,
      [work],
    )) as { name: string }[];
    await acquire(runner, name, work);
    try {
      return await run();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Asks without waiting on the server, again and again: a server-side wait would count against the
 * statement time limit of the app's pooled connections.
 */
async function acquire(runner: QueryRunner, name: string, work: LockedWork): Promise<void> {
  const logger = new Logger('Database');
  const since = Date.now();
  let reportedAt: number | undefined;
  for (;;) {
    const [{ got }] = (await runner.query('SELECT GET_LOCK(?, 0) AS got', [name])) as {
      got: number | string | null;
    }[];
    if (Number(got) === 1) {
      if (reportedAt !== undefined) {
        logger.log(`Another instance finished ${LOCKED_WORK[work]}: going on`);
      }
      return;
    }
    if (reportedAt === undefined || Date.now() - reportedAt >= REPORT_EVERY_MS) {
      const waited = Math.round((Date.now() - since) / 1000);
      logger.log(`Another instance is doing ${LOCKED_WORK[work]}: waiting (${waited} s so far)`);
      reportedAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
