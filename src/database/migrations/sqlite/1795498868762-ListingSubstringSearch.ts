import { MigrationInterface, QueryRunner } from "typeorm";
import { indexListingsForSearch } from "../listing-search-backfill";

const SEARCHED = `"make", "model", "houseType", "country", "region", "city", "subcity"`;

export class ListingSubstringSearch1795498868762 implements MigrationInterface {
    name = 'ListingSubstringSearch1795498868762'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // The substring index of `q` (src/modules/listings/search), the same tables as on MySQL.
        await queryRunner.query(`
            CREATE TABLE "listing_search_grams" (
                "type" varchar(16) NOT NULL,
                "gram" bigint NOT NULL,
                "createdAt" datetime(3) NOT NULL,
                "listingId" integer NOT NULL,
                PRIMARY KEY ("type", "gram", "createdAt", "listingId")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "listing_search_texts" (
                "listingId" integer PRIMARY KEY NOT NULL,
                "type" varchar(16) NOT NULL,
                "createdAt" datetime(3) NOT NULL,
                "text" varchar(400) NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listing_search_texts_type_created" ON "listing_search_texts" ("type", "createdAt", "listingId")
        `);
        await indexListingsForSearch(queryRunner, (name) => `"${name}"`);
        // The word search it replaces: the FTS5 table and the triggers that kept it.
        for (const event of ['update', 'delete', 'insert']) {
            await queryRunner.query(`DROP TRIGGER IF EXISTS "listings_search_${event}"`);
        }
        await queryRunner.query(`
            DROP TABLE IF EXISTS "listings_search"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE VIRTUAL TABLE "listings_search" USING fts5(
                ${SEARCHED},
                content = 'listings',
                content_rowid = 'id',
                tokenize = 'unicode61 remove_diacritics 2'
            )
        `);
        await queryRunner.query(`
            CREATE TRIGGER "listings_search_insert" AFTER INSERT ON "listings" BEGIN
                INSERT INTO "listings_search" ("rowid", ${SEARCHED})
                VALUES (new."id", new."make", new."model", new."houseType", new."country", new."region", new."city", new."subcity");
            END
        `);
        await queryRunner.query(`
            CREATE TRIGGER "listings_search_delete" AFTER DELETE ON "listings" BEGIN
                INSERT INTO "listings_search" ("listings_search", "rowid", ${SEARCHED})
                VALUES ('delete', old."id", old."make", old."model", old."houseType", old."country", old."region", old."city", old."subcity");
            END
        `);
        await queryRunner.query(`
            CREATE TRIGGER "listings_search_update" AFTER UPDATE OF ${SEARCHED} ON "listings" BEGIN
                INSERT INTO "listings_search" ("listings_search", "rowid", ${SEARCHED})
                VALUES ('delete', old."id", old."make", old."model", old."houseType", old."country", old."region", old."city", old."subcity");
                INSERT INTO "listings_search" ("rowid", ${SEARCHED})
                VALUES (new."id", new."make", new."model", new."houseType", new."country", new."region", new."city", new."subcity");
            END
        `);
        await queryRunner.query(`
            INSERT INTO "listings_search" ("listings_search") VALUES ('rebuild')
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listing_search_texts_type_created"
        `);
        await queryRunner.query(`
            DROP TABLE "listing_search_texts"
        `);
        await queryRunner.query(`
            DROP TABLE "listing_search_grams"
        `);
    }

}
