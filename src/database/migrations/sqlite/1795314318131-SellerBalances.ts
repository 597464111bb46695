import { MigrationInterface, QueryRunner } from "typeorm";

export class SellerBalances1795314318131 implements MigrationInterface {
    name = 'SellerBalances1795314318131'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "seller_accounts" (
                "sellerId" integer PRIMARY KEY NOT NULL,
                "balance" decimal(14, 2) NOT NULL DEFAULT (0),
                "currency" varchar(3) NOT NULL DEFAULT ('ETB'),
                "freeTrialUsed" smallint,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "seller_ledger" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "sellerId" integer NOT NULL,
                "amount" decimal(14, 2) NOT NULL,
                "balanceAfter" decimal(14, 2) NOT NULL,
                "reason" varchar(20) NOT NULL,
                "actor" varchar(60) NOT NULL,
                "idempotencyKey" varchar(120) NOT NULL,
                "note" varchar(255),
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_seller_ledger_idempotency" ON "seller_ledger" ("idempotencyKey")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_seller_ledger_seller_created" ON "seller_ledger" ("sellerId", "createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_seller_ledger_seller_created"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_seller_ledger_idempotency"
        `);
        await queryRunner.query(`
            DROP TABLE "seller_ledger"
        `);
        await queryRunner.query(`
            DROP TABLE "seller_accounts"
        `);
    }

}
