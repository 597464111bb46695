import { MigrationInterface, QueryRunner } from "typeorm";

export class BrowseFilterIndexes1795510972133 implements MigrationInterface {
    name = 'BrowseFilterIndexes1795510972133'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_region_city"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_currency_price"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_status_area" ON "listings" ("type", "status", "area")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_status_year" ON "listings" ("type", "status", "year")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_status_currency_price" ON "listings" ("type", "status", "currency", "price")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_status_place" ON "listings" (
                "type",
                "status",
                "region",
                "city",
                "subcity",
                "createdAt"
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_status_make_model" ON "listings" ("type", "status", "make", "model", "createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_status_make_model"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_status_place"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_status_currency_price"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_status_year"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_listings_type_status_area"
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_currency_price" ON "listings" ("type", "currency", "price")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_type_region_city" ON "listings" ("type", "region", "city")
        `);
    }

}
