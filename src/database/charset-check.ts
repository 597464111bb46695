import { DataSource } from 'typeorm';
import { ConfigurationError } from '../config/validate-env';

/**
 * Refuses to serve on a MySQL/MariaDB database that would lose Amharic or emoji: the database's
 * default, every table and text column, and the connection must all be utf8mb4. Migrations
 * convert what they create; this catches a database changed by hand or a server forcing another
 * character set on connections.
 */
export async function assertUtf8mb4(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return;
  const [session] = await dataSource.query<Record<string, string>[]>(`
    SELECT DATABASE() AS name, @@character_set_client AS client,
           @@character_set_connection AS connection, @@character_set_results AS results,
           (SELECT DEFAULT_CHARACTER_SET_NAME FROM information_schema.SCHEMATA
            WHERE SCHEMA_NAME = DATABASE()) AS defaultCharset`);
  const tables = await dataSource.query<{ name: string }[]>(`
    SELECT TABLE_NAME AS name FROM information_schema.TABLES
    WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'
      AND TABLE_COLLATION NOT LIKE 'utf8mb4%'
    UNION
    SELECT DISTINCT TABLE_NAME FROM information_schema.COLUMNS
    WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME IS NOT NULL
      AND CHARACTER_SET_NAME <> 'utf8mb4'
    ORDER BY name`);
  const problems: string[] = [];
  const database = session.name;
  const fix = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';
  if (session.defaultCharset !== 'utf8mb4') {
    problems.push(
      `the database \`${database}\` defaults to ${session.defaultCharset}: run ALTER DATABASE \`${database}\` ${fix};`,
    );
  }
  for (const table of tables) {
    problems.push(
      `the table \`${table.name}\` is not utf8mb4: run ALTER TABLE \`${table.name}\` CONVERT TO ${fix};`,
    );
  }
  for (const side of ['client', 'connection', 'results'] as const) {
    if (session[side] !== 'utf8mb4') {
      problems.push(
        `the server sets character_set_${side} to ${session[side]}: remove the server's forced character set (e.g. character-set-client-handshake = OFF or init_connect)`,
      );
    }
  }
  if (problems.length) {
    throw new ConfigurationError(
      problems.map((problem) => `DATABASE_URL: Amharic text would be lost, ${problem}`),
    );
  }
}
