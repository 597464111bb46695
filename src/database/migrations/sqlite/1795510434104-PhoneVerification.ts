import { MigrationInterface, QueryRunner } from "typeorm";

export class PhoneVerification1795510434104 implements MigrationInterface {
    name = 'PhoneVerification1795510434104'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "phone_verification_codes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "userType" varchar(10) NOT NULL,
                "accountId" integer NOT NULL,
                "phoneNumber" varchar(32) NOT NULL,
                "codeHash" varchar(64) NOT NULL,
                "failedAttempts" integer NOT NULL DEFAULT (0),
                "expiresAt" datetime NOT NULL,
                "usedAt" datetime,
                "sentAt" datetime NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_phone_codes_phone" ON "phone_verification_codes" ("phoneNumber", "sentAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_phone_codes_account" ON "phone_verification_codes" ("userType", "accountId", "sentAt")
        `);
        await queryRunner.query(`
            CREATE TABLE "dev_sms_outbox" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "to" varchar(32) NOT NULL,
                "text" text NOT NULL,
                "sentAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_dev_sms_outbox_to" ON "dev_sms_outbox" ("to")
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyers_email"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyers_hash"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_buyers" (
                "buyerId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "buyerHash" varchar(26) NOT NULL,
                "email" varchar(254) NOT NULL,
                "buyerFirstName" varchar(100) NOT NULL,
                "buyerLastName" varchar(100) NOT NULL,
                "PhoneNumber" varchar(32) NOT NULL,
                "buyerCity" varchar(100) NOT NULL,
                "passwordHash" varchar(255) NOT NULL,
                "tokenVersion" integer NOT NULL DEFAULT (0),
                "buyerAddedDate" datetime NOT NULL DEFAULT (datetime('now')),
                "phoneVerifiedAt" datetime
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_buyers"(
                    "buyerId",
                    "buyerHash",
                    "email",
                    "buyerFirstName",
                    "buyerLastName",
                    "PhoneNumber",
                    "buyerCity",
                    "passwordHash",
                    "tokenVersion",
                    "buyerAddedDate"
                )
            SELECT "buyerId",
                "buyerHash",
                "email",
                "buyerFirstName",
                "buyerLastName",
                "PhoneNumber",
                "buyerCity",
                "passwordHash",
                "tokenVersion",
                "buyerAddedDate"
            FROM "buyers"
        `);
        await queryRunner.query(`
            DROP TABLE "buyers"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_buyers"
                RENAME TO "buyers"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyers_email" ON "buyers" ("email")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyers_hash" ON "buyers" ("buyerHash")
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_sellers_email"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_sellers_hash"
        `);
        await queryRunner.query(`
            CREATE TABLE "temporary_sellers" (
                "sellerId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "sellerHash" varchar(26) NOT NULL,
                "email" varchar(254) NOT NULL,
                "sellerFirstName" varchar(100) NOT NULL,
                "sellerLastName" varchar(100) NOT NULL,
                "PhoneNumber" varchar(32) NOT NULL,
                "sellerCountry" varchar(100) NOT NULL,
                "sellerCity" varchar(100) NOT NULL,
                "passwordHash" varchar(255) NOT NULL,
                "tokenVersion" integer NOT NULL DEFAULT (0),
                "sellerAddedDate" datetime NOT NULL DEFAULT (datetime('now')),
                "phoneVerifiedAt" datetime
            )
        `);
        await queryRunner.query(`
            INSERT INTO "temporary_sellers"(
                    "sellerId",
                    "sellerHash",
                    "email",
                    "sellerFirstName",
                    "sellerLastName",
                    "PhoneNumber",
                    "sellerCountry",
                    "sellerCity",
                    "passwordHash",
                    "tokenVersion",
                    "sellerAddedDate"
                )
            SELECT "sellerId",
                "sellerHash",
                "email",
                "sellerFirstName",
                "sellerLastName",
                "PhoneNumber",
                "sellerCountry",
                "sellerCity",
                "passwordHash",
                "tokenVersion",
                "sellerAddedDate"
            FROM "sellers"
        `);
        await queryRunner.query(`
            DROP TABLE "sellers"
        `);
        await queryRunner.query(`
            ALTER TABLE "temporary_sellers"
                RENAME TO "sellers"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_sellers_email" ON "sellers" ("email")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_sellers_hash" ON "sellers" ("sellerHash")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "UQ_sellers_hash"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_sellers_email"
        `);
        await queryRunner.query(`
            ALTER TABLE "sellers"
                RENAME TO "temporary_sellers"
        `);
        await queryRunner.query(`
            CREATE TABLE "sellers" (
                "sellerId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "sellerHash" varchar(26) NOT NULL,
                "email" varchar(254) NOT NULL,
                "sellerFirstName" varchar(100) NOT NULL,
                "sellerLastName" varchar(100) NOT NULL,
                "PhoneNumber" varchar(32) NOT NULL,
                "sellerCountry" varchar(100) NOT NULL,
                "sellerCity" varchar(100) NOT NULL,
                "passwordHash" varchar(255) NOT NULL,
                "tokenVersion" integer NOT NULL DEFAULT (0),
                "sellerAddedDate" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            INSERT INTO "sellers"(
                    "sellerId",
                    "sellerHash",
                    "email",
                    "sellerFirstName",
                    "sellerLastName",
                    "PhoneNumber",
                    "sellerCountry",
                    "sellerCity",
                    "passwordHash",
                    "tokenVersion",
                    "sellerAddedDate"
                )
            SELECT "sellerId",
                "sellerHash",
                "email",
                "sellerFirstName",
                "sellerLastName",
                "PhoneNumber",
                "sellerCountry",
                "sellerCity",
                "passwordHash",
                "tokenVersion",
                "sellerAddedDate"
            FROM "temporary_sellers"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_sellers"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_sellers_hash" ON "sellers" ("sellerHash")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_sellers_email" ON "sellers" ("email")
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyers_hash"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyers_email"
        `);
        await queryRunner.query(`
            ALTER TABLE "buyers"
                RENAME TO "temporary_buyers"
        `);
        await queryRunner.query(`
            CREATE TABLE "buyers" (
                "buyerId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "buyerHash" varchar(26) NOT NULL,
                "email" varchar(254) NOT NULL,
                "buyerFirstName" varchar(100) NOT NULL,
                "buyerLastName" varchar(100) NOT NULL,
                "PhoneNumber" varchar(32) NOT NULL,
                "buyerCity" varchar(100) NOT NULL,
                "passwordHash" varchar(255) NOT NULL,
                "tokenVersion" integer NOT NULL DEFAULT (0),
                "buyerAddedDate" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            INSERT INTO "buyers"(
                    "buyerId",
                    "buyerHash",
                    "email",
                    "buyerFirstName",
                    "buyerLastName",
                    "PhoneNumber",
                    "buyerCity",
                    "passwordHash",
                    "tokenVersion",
                    "buyerAddedDate"
                )
            SELECT "buyerId",
                "buyerHash",
                "email",
                "buyerFirstName",
                "buyerLastName",
                "PhoneNumber",
                "buyerCity",
                "passwordHash",
                "tokenVersion",
                "buyerAddedDate"
            FROM "temporary_buyers"
        `);
        await queryRunner.query(`
            DROP TABLE "temporary_buyers"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyers_hash" ON "buyers" ("buyerHash")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyers_email" ON "buyers" ("email")
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_dev_sms_outbox_to"
        `);
        await queryRunner.query(`
            DROP TABLE "dev_sms_outbox"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_phone_codes_account"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_phone_codes_phone"
        `);
        await queryRunner.query(`
            DROP TABLE "phone_verification_codes"
        `);
    }

}
