import type { QueryRunner } from 'typeorm';

/*
 * MySQL commits each DDL statement on its own, so a migration cut short (a kill, a lost
 * connection) leaves its first statements applied and is run again from the start at the next
 * start. Each statement of a MySQL migration is therefore a no-op when already applied: CREATE TABLE
 * IF NOT EXISTS, INSERT IGNORE, and a look at information_schema before what MySQL has no IF NOT
 * EXISTS for (an index, a column, a foreign key).
 * test/mysql-migrations.e2e-spec.ts cuts every migration short after each statement to prove it.
 */

async function anyRow(queryRunner: QueryRunner, sql: string, params: string[]): Promise<boolean> {
  const rows = (await queryRunner.query(sql, params)) as unknown[];
  return rows.length > 0;
}

export function hasIndex(queryRunner: QueryRunner, table: string, index: string): Promise<boolean> {
  return anyRow(
    queryRunner,
    `SELECT 1 FROM information_schema.STATISTICS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND INDEX_NAME = ? LIMIT 1`,
    [table, index],
  );
}

export function hasColumn(queryRunner: QueryRunner, table: string, column: string): Promise<boolean> {
  return anyRow(
    queryRunner,
    `SELECT 1 FROM information_schema.COLUMNS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = ? LIMIT 1`,
    [table, column],
  );
}
