import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Whether a listing's photos have their 800 px size. Listings from before it start without, and
 * PhotoSizeBackfill derives the size for them. A column added in place: no copy of the table.
 */
export class MediumPhotos1795593398201 implements MigrationInterface {
    name = 'MediumPhotos1795593398201'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "listings" ADD COLUMN "mediumPhotos" boolean NOT NULL DEFAULT (0)
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_medium_photos" ON "listings" ("mediumPhotos")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_listings_medium_photos"
        `);
        await queryRunner.query(`
            ALTER TABLE "listings" DROP COLUMN "mediumPhotos"
        `);
    }

}
