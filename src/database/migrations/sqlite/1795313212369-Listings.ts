import { MigrationInterface, QueryRunner } from "typeorm";

export class Listings1795313212369 implements MigrationInterface {
    name = 'Listings1795313212369'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "listings" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(16) NOT NULL,
                "postHash" varchar(64) NOT NULL,
                "sellerId" integer NOT NULL,
                "make" varchar(60),
                "model" varchar(60),
                "year" smallint,
                "transmission" varchar(30),
                "mileage" integer,
                "bodyType" varchar(40),
                "engine" varchar(40),
                "plateNumber" varchar(20),
                "fuel" varchar(30),
                "color" varchar(30),
                "houseType" varchar(60),
                "area" integer,
                "bedrooms" smallint,
                "bathrooms" smallint,
                "livingRooms" smallint,
                "price" decimal(14, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "rentPeriod" varchar(10),
                "country" varchar(60) NOT NULL,
                "region" varchar(60) NOT NULL,
                "city" varchar(60) NOT NULL,
                "subcity" varchar(60) NOT NULL,
                "description" text,
                "imageFront" varchar(200) NOT NULL,
                "imageBack" varchar(200) NOT NULL,
                "imageRight" varchar(200) NOT NULL,
                "imageLeft" varchar(200) NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_listings_post_hash" ON "listings" ("postHash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_created" ON "listings" ("createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_currency_price" ON "listings" ("type", "currency", "price")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_region_city" ON "listings" ("type", "region", "city")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_seller_type_created" ON "listings" ("sellerId", "type", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_created" ON "listings" ("type", "createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_created"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_seller_type_created"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_region_city"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_currency_price"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_created"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_listings_post_hash"
        `);
        await queryRunner.query(`
            DROP TABLE "listings"
        `);
    }

}
