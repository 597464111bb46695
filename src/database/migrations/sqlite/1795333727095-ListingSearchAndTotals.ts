import { MigrationInterface, QueryRunner } from "typeorm";

export class ListingSearchAndTotals1795333727095 implements MigrationInterface {
    name = 'ListingSearchAndTotals1795333727095'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "listing_totals" (
                "type" varchar(16) PRIMARY KEY NOT NULL,
                "total" integer NOT NULL DEFAULT (0)
            )
        `);
        // One row per listing type, counted once here; ListingsService keeps them from then on.
        await queryRunner.query(`
            INSERT INTO "listing_totals" ("type", "total")
            SELECT "type", (SELECT COUNT(*) FROM "listings" "l" WHERE "l"."type" = "t"."type")
            FROM (SELECT 'carRent' AS "type" UNION ALL SELECT 'carSell' UNION ALL SELECT 'houseRent' UNION ALL SELECT 'houseSell') "t"
        `);
        // Search by words and word prefixes over TEXT_SEARCH_COLUMNS: an FTS5 index whose text
        // stays in "listings" (external content), kept in step by the triggers below. A later
        // migration that rebuilds "listings" drops these triggers and must create them again.
        await queryRunner.query(`
            CREATE VIRTUAL TABLE "listings_search" USING fts5(
                "make", "model", "houseType", "country", "region", "city", "subcity",
                content = 'listings',
                content_rowid = 'id',
                tokenize = 'unicode61 remove_diacritics 2'
            )
        `);
        await queryRunner.query(`
            CREATE TRIGGER "listings_search_insert" AFTER INSERT ON "listings" BEGIN
                INSERT INTO "listings_search" ("rowid", "make", "model", "houseType", "country", "region", "city", "subcity")
                VALUES (new."id", new."make", new."model", new."houseType", new."country", new."region", new."city", new."subcity");
            END
        `);
        await queryRunner.query(`
            CREATE TRIGGER "listings_search_delete" AFTER DELETE ON "listings" BEGIN
                INSERT INTO "listings_search" ("listings_search", "rowid", "make", "model", "houseType", "country", "region", "city", "subcity")
                VALUES ('delete', old."id", old."make", old."model", old."houseType", old."country", old."region", old."city", old."subcity");
            END
        `);
        await queryRunner.query(`
            CREATE TRIGGER "listings_search_update" AFTER UPDATE OF "make", "model", "houseType", "country", "region", "city", "subcity" ON "listings" BEGIN
                INSERT INTO "listings_search" ("listings_search", "rowid", "make", "model", "houseType", "country", "region", "city", "subcity")
                VALUES ('delete', old."id", old."make", old."model", old."houseType", old."country", old."region", old."city", old."subcity");
                INSERT INTO "listings_search" ("rowid", "make", "model", "houseType", "country", "region", "city", "subcity")
                VALUES (new."id", new."make", new."model", new."houseType", new."country", new."region", new."city", new."subcity");
            END
        `);
        await queryRunner.query(`
            INSERT INTO "listings_search" ("listings_search") VALUES ('rebuild')
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const event of ['update', 'delete', 'insert']) {
            await queryRunner.query(`DROP TRIGGER "listings_search_${event}"`);
        }
        await queryRunner.query(`
            DROP TABLE "listings_search"
        `);
        await queryRunner.query(`
            DROP TABLE "listing_totals"
        `);
    }

}
