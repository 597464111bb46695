import { DataSource, MigrationExecutor } from 'typeorm';

/**
 * What keeps a database's schema from being whole, each as a line (none when it is): migrations
 * not applied, migrations recorded twice, and what the entities need that the tables lack.
 */
export async function schemaProblems(dataSource: DataSource): Promise<string[]> {
  const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
  const recordedTwice = await dataSource.query<{ name: string }[]>(
    'SELECT name FROM migrations GROUP BY name HAVING COUNT(*) > 1',
  );
  const drift = await dataSource.driver.createSchemaBuilder().log();
  return [
    ...pending.map((migration) => `not applied: ${migration.name}`),
    ...recordedTwice.map(({ name }) => `recorded twice: ${name}`),
    ...drift.upQueries.map(({ query }) => `missing: ${query}`),
  ];
}
