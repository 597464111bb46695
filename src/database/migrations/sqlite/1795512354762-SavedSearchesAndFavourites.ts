import { MigrationInterface, QueryRunner } from "typeorm";

export class SavedSearchesAndFavourites1795512354762 implements MigrationInterface {
    name = 'SavedSearchesAndFavourites1795512354762'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "favourites" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "ownerType" varchar(10) NOT NULL,
                "ownerId" integer NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "listingType" varchar(16) NOT NULL,
                "postHash" varchar(64) NOT NULL,
                "title" varchar(200) NOT NULL,
                "price" decimal(14, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "rentPeriod" varchar(10),
                "city" varchar(60) NOT NULL,
                "thumbnail" varchar(500) NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_favourites_owner_created" ON "favourites" ("ownerType", "ownerId", "createdAt")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_favourites_owner_listing" ON "favourites" ("ownerType", "ownerId", "postHash")
        `);
        await queryRunner.query(`
            CREATE TABLE "saved_alerts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "ownerType" varchar(10) NOT NULL,
                "ownerId" integer NOT NULL,
                "kind" varchar(12) NOT NULL,
                "alertKey" varchar(120) NOT NULL,
                "savedSearchId" integer,
                "searchName" varchar(80),
                "previousPrice" decimal(14, 2),
                "readAt" datetime(3),
                "mailedAt" datetime(3),
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "listingType" varchar(16) NOT NULL,
                "postHash" varchar(64) NOT NULL,
                "title" varchar(200) NOT NULL,
                "price" decimal(14, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "rentPeriod" varchar(10),
                "city" varchar(60) NOT NULL,
                "thumbnail" varchar(500) NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_saved_alerts_key" ON "saved_alerts" ("alertKey")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_saved_alerts_unmailed" ON "saved_alerts" ("savedSearchId", "mailedAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_saved_alerts_unread" ON "saved_alerts" ("ownerType", "ownerId", "readAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_saved_alerts_owner" ON "saved_alerts" ("ownerType", "ownerId", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "saved_searches" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "ownerType" varchar(10) NOT NULL,
                "ownerId" integer NOT NULL,
                "name" varchar(80) NOT NULL,
                "listingType" varchar(16) NOT NULL,
                "query" text NOT NULL,
                "emailAlerts" boolean NOT NULL DEFAULT (1),
                "checkedUntil" datetime(3) NOT NULL,
                "lastMailedAt" datetime(3),
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_saved_searches_owner" ON "saved_searches" ("ownerType", "ownerId", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_history_post_hash" ON "history" ("postHash")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_history_post_hash"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_saved_searches_owner"
        `);
        await queryRunner.query(`
            DROP TABLE "saved_searches"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_saved_alerts_owner"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_saved_alerts_unread"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_saved_alerts_unmailed"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_saved_alerts_key"
        `);
        await queryRunner.query(`
            DROP TABLE "saved_alerts"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_favourites_owner_listing"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_favourites_owner_created"
        `);
        await queryRunner.query(`
            DROP TABLE "favourites"
        `);
    }

}
