import { MigrationInterface, QueryRunner } from "typeorm";

export class BuyerStartedTrialsAndRequestMessages1795499036968 implements MigrationInterface {
    name = 'BuyerStartedTrialsAndRequestMessages1795499036968'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "buyer_started_trials" (
                "buyerId" integer PRIMARY KEY NOT NULL,
                "expiresAt" datetime(3) NOT NULL
            )
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyer_requests_buyer_seller"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_buyer_requests_seller_date"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_buyer_requests" (
                "buyerRequestId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "sellerId" integer NOT NULL,
                "buyerId" integer NOT NULL,
                "listingType" varchar(16),
                "postHash" varchar(64),
                "seen" smallint NOT NULL DEFAULT (0),
                "buyerRequestDate" datetime NOT NULL DEFAULT (datetime('now')),
                "message" varchar(500)
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_buyer_requests"(
                    "buyerRequestId",
                    "sellerId",
                    "buyerId",
                    "listingType",
                    "postHash",
                    "seen",
                    "buyerRequestDate"
                )
            SELECT "buyerRequestId",
                "sellerId",
                "buyerId",
                "listingType",
                "postHash",
                "seen",
                "buyerRequestDate"
            FROM "buyer_requests"
        `);
        await queryRunner.query(`
            DROP TABLE "buyer_requests"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_buyer_requests"
                RENAME TO "buyer_requests"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyer_requests_buyer_seller" ON "buyer_requests" ("buyerId", "sellerId")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_buyer_requests_seller_date" ON "buyer_requests" ("sellerId", "buyerRequestDate")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_buyer_requests_seller_date"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyer_requests_buyer_seller"
        `);
        await queryRunner.query(`
            ALTER TABLE "buyer_requests"
                RENAME TO "temporary_buyer_requests"
        `);
        await queryRunner.query(`
            CREATE TABLE "buyer_requests" (
                "buyerRequestId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "sellerId" integer NOT NULL,
                "buyerId" integer NOT NULL,
                "listingType" varchar(16),
                "postHash" varchar(64),
                "seen" smallint NOT NULL DEFAULT (0),
                "buyerRequestDate" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            INSERT INTO "buyer_requests"(
                    "buyerRequestId",
                    "sellerId",
                    "buyerId",
                    "listingType",
                    "postHash",
                    "seen",
                    "buyerRequestDate"
                )
            SELECT "buyerRequestId",
                "sellerId",
                "buyerId",
                "listingType",
                "postHash",
                "seen",
                "buyerRequestDate"
            FROM "temporary_buyer_requests"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_buyer_requests"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_buyer_requests_seller_date" ON "buyer_requests" ("sellerId", "buyerRequestDate")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyer_requests_buyer_seller" ON "buyer_requests" ("buyerId", "sellerId")
        `);
        await queryRunner.query(`
            DROP TABLE "buyer_started_trials"
        `);
    }

}
