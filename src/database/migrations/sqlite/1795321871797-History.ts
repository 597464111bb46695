import { MigrationInterface, QueryRunner } from "typeorm";

export class History1795321871797 implements MigrationInterface {
    name = 'History1795321871797'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "history" (
                "historyId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "listingType" varchar(16) NOT NULL,
                "postHash" varchar(64) NOT NULL,
                "sellerId" integer NOT NULL,
                "sellerFirstName" varchar(100) NOT NULL,
                "sellerLastName" varchar(100) NOT NULL,
                "sellerPhoneNumber" varchar(32) NOT NULL,
                "buyerId" integer NOT NULL,
                "buyerFirstName" varchar(100) NOT NULL,
                "buyerLastName" varchar(100) NOT NULL,
                "buyerPhoneNumber" varchar(32) NOT NULL,
                "message" varchar(500) NOT NULL,
                "historyDate" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_history_type_date" ON "history" ("listingType", "historyDate")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_history_seller_type_date" ON "history" ("sellerId", "listingType", "historyDate")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_history_seller_type_date"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_history_type_date"
        `);
        await queryRunner.query(`
            DROP TABLE "history"
        `);
    }

}
