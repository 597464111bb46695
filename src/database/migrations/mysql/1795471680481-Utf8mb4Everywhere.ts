import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Amharic and emoji need utf8mb4. A database created without a character set (common on managed
 * servers) gave the earlier migrations latin1 tables: the database default and every table that
 * is not utf8mb4 yet are converted (to the database's utf8mb4 collation). Tables already in utf8mb4 are left alone (converting rebuilds them).
 */
export class Utf8mb4Everywhere1795471680481 implements MigrationInterface {
    name = 'Utf8mb4Everywhere1795471680481'

    public async up(queryRunner: QueryRunner): Promise<void> {
        const schema = () => queryRunner.query(`
            SELECT SCHEMA_NAME AS name, DEFAULT_CHARACTER_SET_NAME AS charset,
                   DEFAULT_COLLATION_NAME AS collation
            FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = DATABASE()
        `);
        let [database] = await schema();
        if (database.charset !== 'utf8mb4') {
            await queryRunner.query(
                `ALTER DATABASE \`${database.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
            );
            [database] = await schema();
        }
        const tables: { name: string }[] = await queryRunner.query(`
            SELECT TABLE_NAME AS name FROM information_schema.TABLES t
            WHERE t.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
              AND (t.TABLE_COLLATION NOT LIKE 'utf8mb4%' OR EXISTS (
                SELECT 1 FROM information_schema.COLUMNS c
                WHERE c.TABLE_SCHEMA = t.TABLE_SCHEMA AND c.TABLE_NAME = t.TABLE_NAME
                  AND c.CHARACTER_SET_NAME IS NOT NULL AND c.CHARACTER_SET_NAME <> 'utf8mb4'))
        `);
        for (const table of tables) {
            await queryRunner.query(
                `ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE ${database.collation}`,
            );
        }
    }

    public async down(): Promise<void> {
        // Nothing to undo: going back to latin1 would lose every Amharic character.
    }
}
