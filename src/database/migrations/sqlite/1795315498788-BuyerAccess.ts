import { MigrationInterface, QueryRunner } from "typeorm";

export class BuyerAccess1795315498788 implements MigrationInterface {
    name = 'BuyerAccess1795315498788'

    public async up(queryRunner: QueryRunner): Promise<void> {
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
            CREATE INDEX "IDX_buyer_requests_seller_date" ON "buyer_requests" ("sellerId", "buyerRequestDate")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyer_requests_buyer_seller" ON "buyer_requests" ("buyerId", "sellerId")
        `);
        await queryRunner.query(`
            CREATE TABLE "buyer_free_trials" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "buyerId" integer NOT NULL,
                "sellerId" integer NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyer_free_trials_buyer_seller" ON "buyer_free_trials" ("buyerId", "sellerId")
        `);
        await queryRunner.query(`
            CREATE TABLE "buyer_subscription_payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "buyerId" integer NOT NULL,
                "amount" decimal(14, 2) NOT NULL,
                "currency" varchar(3) NOT NULL DEFAULT ('ETB'),
                "periodEnd" datetime NOT NULL,
                "actor" varchar(60) NOT NULL,
                "idempotencyKey" varchar(120) NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyer_subscription_payments_key" ON "buyer_subscription_payments" ("idempotencyKey")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_buyer_subscription_payments_buyer" ON "buyer_subscription_payments" ("buyerId", "createdAt")
        `);
        await queryRunner.query(`
            CREATE TABLE "buyer_subscriptions" (
                "buyerId" integer PRIMARY KEY NOT NULL,
                "amount" decimal(14, 2) NOT NULL DEFAULT (0),
                "currency" varchar(3) NOT NULL DEFAULT ('ETB'),
                "endDate" datetime,
                "status" varchar(10) NOT NULL DEFAULT ('none'),
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_buyer_subscriptions_status_end" ON "buyer_subscriptions" ("status", "endDate")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_buyer_subscriptions_status_end"
        `);
        await queryRunner.query(`
            DROP TABLE "buyer_subscriptions"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_buyer_subscription_payments_buyer"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyer_subscription_payments_key"
        `);
        await queryRunner.query(`
            DROP TABLE "buyer_subscription_payments"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyer_free_trials_buyer_seller"
        `);
        await queryRunner.query(`
            DROP TABLE "buyer_free_trials"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyer_requests_buyer_seller"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_buyer_requests_seller_date"
        `);
        await queryRunner.query(`
            DROP TABLE "buyer_requests"
        `);
    }

}
