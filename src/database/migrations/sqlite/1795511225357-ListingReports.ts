import { MigrationInterface, QueryRunner } from "typeorm";

export class ListingReports1795511225357 implements MigrationInterface {
    name = 'ListingReports1795511225357'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "listing_reports" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "listingId" integer NOT NULL,
                "reporterType" varchar(10) NOT NULL,
                "reporterId" integer NOT NULL,
                "reason" varchar(20) NOT NULL,
                "note" varchar(500),
                "reportedAt" datetime NOT NULL,
                "closedAt" datetime,
                "resolution" varchar(10),
                "closedBy" integer
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_reports_reporter_reported" ON "listing_reports" ("reporterType", "reporterId", "reportedAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_reports_open" ON "listing_reports" ("closedAt", "listingId")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_listing_reports_reporter" ON "listing_reports" ("listingId", "reporterType", "reporterId")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "UQ_listing_reports_reporter"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_reports_open"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_reports_reporter_reported"
        `);
        await queryRunner.query(`
            DROP TABLE "listing_reports"
        `);
    }

}
