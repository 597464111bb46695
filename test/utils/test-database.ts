import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export interface TestDatabase {
  engine: 'mysql' | 'sqlite';
  /** DATA_DIR for the app under test (uploads, secrets, and the SQLite file). */
  dataDir: string;
  /** DATABASE_URL for the app under test; undefined on SQLite. */
  url?: string;
  drop(): Promise<void>;
}

export function testEngine(): 'mysql' | 'sqlite' {
  return process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
}

/**
 * A database of its own for one spec file: a fresh SQLite file, or a fresh MySQL database (in the
 * given character set, to try what a server's default would give).
 */
export async function provisionTestDatabase(
  mysqlCharset: 'utf8mb4' | 'latin1' = 'utf8mb4',
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gebeya-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testEngine() === 'sqlite') {
    return { engine: 'sqlite', dataDir, drop: () => Promise.resolve(removeDir()) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('TEST_DB=mysql needs TEST_DATABASE_URL=mysql://user:password@host:port/any');
  }
  const name = `gebeya_test_${randomBytes(5).toString('hex')}`;
  const admin = await createConnection({ uri: serverUrl });
  await admin.query(
    mysqlCharset === 'latin1'
      ? `CREATE DATABASE \`${name}\` CHARACTER SET latin1`
      : `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'mysql',
    dataDir,
    url: url.toString(),
    drop: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await admin.end();
        removeDir();
      }
    },
  };
}
