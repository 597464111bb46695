import { createConnection } from 'mysql2/promise';
import { expectAmharicRoundTrip } from './utils/amharic';
import { runBuiltServerUntilExit } from './utils/built-server';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * A MySQL database created without a character set (`CREATE DATABASE g;` on a server whose
 * default is latin1, common on managed servers). MySQL only: SQLite is always UTF-8.
 */
describe('MySQL: a database created in latin1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mysqlCharset: 'latin1' });
  });
  afterAll(() => t.close());

  const charsets = async () => {
    const [schema] = await t.dataSource.query<{ charset: string }[]>(
      `SELECT DEFAULT_CHARACTER_SET_NAME AS charset FROM information_schema.SCHEMATA
       WHERE SCHEMA_NAME = DATABASE()`,
    );
    const columns = await t.dataSource.query<{ charset: string }[]>(
      `SELECT DISTINCT CHARACTER_SET_NAME AS charset FROM information_schema.COLUMNS
       WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME IS NOT NULL`,
    );
    return { database: schema.charset, columns: columns.map((c) => c.charset) };
  };

  it('is converted to utf8mb4 by the migrations, every table and column', async () => {
    expect(await charsets()).toEqual({ database: 'utf8mb4', columns: ['utf8mb4'] });
  });

  it('keeps Amharic and emoji everywhere users write', () => expectAmharicRoundTrip(t));

  it('refuses to start, naming the fix, once a table is latin1 again', async () => {
    const admin = await createConnection({ uri: t.database.url! });
    try {
      await admin.query('ALTER TABLE `costs` CONVERT TO CHARACTER SET latin1');
      await admin.query('ALTER DATABASE CHARACTER SET latin1');
      const started = Date.now();
      const { code, output } = await runBuiltServerUntilExit(
        { DATABASE_URL: t.database.url!, DEMO_DATA: 'false' },
        60_000,
      );
      expect(code).toBe(1);
      expect(output).toContain(
        'ALTER TABLE `costs` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;',
      );
      expect(output).toMatch(/ALTER DATABASE `[^`]+` CHARACTER SET utf8mb4/);
      // Refused at once: a wrong character set is not worth retrying.
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await admin.end();
    }
  }, 90_000);
});
