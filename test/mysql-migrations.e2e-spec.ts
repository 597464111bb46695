import { DataSource, MigrationExecutor, QueryRunner } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { migrateDatabase } from '../src/database/open-database';
import { schemaProblems } from './utils/schema';
import { provisionTestDatabase, TestDatabase } from './utils/test-database';

class CutShort extends Error {}

/** The runner as a migration sees it, except that it dies before statement number `limit + 1`. */
function dyingAfter(runner: QueryRunner, limit: number): QueryRunner {
  let statements = 0;
  return new Proxy(runner, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (...args: Parameters<QueryRunner['query']>) => {
        if (++statements > limit) throw new CutShort();
        return target.query(...args);
      };
    },
  });
}

/**
 * MySQL commits every DDL statement on its own, so a migration killed half-way has to be finished
 * by the next start. MySQL/MariaDB only.
 */
describe('MySQL migrations: run once, and run again after a crash', () => {
  const databases: TestDatabase[] = [];
  const freshDatabase = async () => {
    const database = await provisionTestDatabase();
    databases.push(database);
    return { url: database.url!, sqlitePath: '' };
  };
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  it('finishes every migration cut short after any of its statements, and the schema ends whole', async () => {
    const dataSource = await new DataSource(
      buildDataSourceOptions(await freshDatabase()),
    ).initialize();
    try {
      const migrations = await new MigrationExecutor(dataSource).getPendingMigrations();
      expect(migrations.length).toBeGreaterThan(10);
      for (const migration of migrations) {
        // Dies after the first statement, then (re-running those) after the second, and so on,
        // until a run gets through; then once more whole, as if killed before it was recorded.
        for (let limit = 1; ; limit++) {
          const runner = dataSource.createQueryRunner();
          try {
            await migration.instance!.up(dyingAfter(runner, limit));
            break;
          } catch (error) {
            if (!(error instanceof CutShort)) throw error;
          } finally {
            await runner.release();
          }
        }
      }
      // Nothing recorded yet: the normal run applies every migration again over the whole schema.
      expect((await dataSource.runMigrations()).length).toBe(migrations.length);
      expect(await schemaProblems(dataSource)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  }, 120_000);

  it('lets two instances migrate an empty database at once: one applies them, the other waits', async () => {
    const location = await freshDatabase();
    const [first, second] = await Promise.all([
      migrateDatabase(location),
      migrateDatabase(location),
    ]);
    const all = [...first, ...second];
    expect(Math.min(first.length, second.length)).toBe(0);
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all).size).toBe(all.length);
    expect(await migrateDatabase(location)).toEqual([]);
  }, 60_000);
});
