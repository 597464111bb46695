import { MigrationInterface, QueryRunner } from "typeorm";

export class ListingPhotoHashes1795511601516 implements MigrationInterface {
    name = 'ListingPhotoHashes1795511601516'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "listing_photo_hashes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "listingId" integer NOT NULL,
                "sellerId" integer NOT NULL,
                "slot" varchar(12) NOT NULL,
                "hash" varchar(64) NOT NULL,
                "band0" varchar(8) NOT NULL,
                "band1" varchar(8) NOT NULL,
                "band2" varchar(8) NOT NULL,
                "band3" varchar(8) NOT NULL,
                "band4" varchar(8) NOT NULL,
                "band5" varchar(8) NOT NULL,
                "band6" varchar(8) NOT NULL,
                "band7" varchar(8) NOT NULL,
                "matchedListingId" integer,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band0" ON "listing_photo_hashes" ("band0")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band1" ON "listing_photo_hashes" ("band1")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band2" ON "listing_photo_hashes" ("band2")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band3" ON "listing_photo_hashes" ("band3")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band4" ON "listing_photo_hashes" ("band4")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band5" ON "listing_photo_hashes" ("band5")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band6" ON "listing_photo_hashes" ("band6")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_photo_hashes_band7" ON "listing_photo_hashes" ("band7")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_listing_photo_hashes_listing_slot" ON "listing_photo_hashes" ("listingId", "slot")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "UQ_listing_photo_hashes_listing_slot"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band7"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band6"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band5"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band4"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band3"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band2"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band1"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_photo_hashes_band0"
        `);
        await queryRunner.query(`
            DROP TABLE "listing_photo_hashes"
        `);
    }

}
