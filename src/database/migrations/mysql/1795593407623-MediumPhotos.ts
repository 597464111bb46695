import { MigrationInterface, QueryRunner } from "typeorm";
import { hasColumn, hasIndex } from "../rerunnable";

/**
 * Whether a listing's photos have their 800 px size. Listings from before it start without, and
 * PhotoSizeBackfill derives the size for them.
 */
export class MediumPhotos1795593407623 implements MigrationInterface {
    name = 'MediumPhotos1795593407623'

    public async up(queryRunner: QueryRunner): Promise<void> {
        if (!(await hasColumn(queryRunner, 'listings', 'mediumPhotos'))) {
            await queryRunner.query(`
                ALTER TABLE \`listings\` ADD \`mediumPhotos\` tinyint NOT NULL DEFAULT 0
            `);
        }
        if (!(await hasIndex(queryRunner, 'listings', 'IDX_listings_medium_photos'))) {
            await queryRunner.query(`
                CREATE INDEX \`IDX_listings_medium_photos\` ON \`listings\` (\`mediumPhotos\`)
            `);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_listings_medium_photos\` ON \`listings\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`listings\` DROP COLUMN \`mediumPhotos\`
        `);
    }

}
