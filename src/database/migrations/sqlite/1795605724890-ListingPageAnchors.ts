import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Places in each type's public listings with how many come before them, so a browse page asked
 * for by its number starts near its rows (PageAnchors). Empty until the first build.
 */
export class ListingPageAnchors1795605724890 implements MigrationInterface {
    name = 'ListingPageAnchors1795605724890'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "listing_page_anchors" (
                "type" varchar(16) NOT NULL,
                "createdAt" datetime(3) NOT NULL,
                "listingId" integer NOT NULL,
                "position" integer NOT NULL,
                PRIMARY KEY ("type", "createdAt", "listingId")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_page_anchors_type_position" ON "listing_page_anchors" ("type", "position")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_listing_page_anchors_type_position"
        `);
        await queryRunner.query(`
            DROP TABLE "listing_page_anchors"
        `);
    }

}
