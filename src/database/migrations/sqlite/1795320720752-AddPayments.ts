import { MigrationInterface, QueryRunner } from "typeorm";

export class AddPayments1795320720752 implements MigrationInterface {
    name = 'AddPayments1795320720752'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "reference" varchar(100) NOT NULL,
                "provider" varchar(10) NOT NULL,
                "purpose" varchar(30) NOT NULL,
                "accountType" varchar(10) NOT NULL,
                "accountId" integer NOT NULL,
                "amount" decimal(12, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "creditAmount" decimal(12, 2) NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('pending'),
                "providerReference" varchar(100),
                "verification" text,
                "failureReason" varchar(255),
                "creditedAt" datetime,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payments_reference" ON "payments" ("reference")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_payments_account" ON "payments" ("accountType", "accountId", "createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_payments_account"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_payments_reference"
        `);
        await queryRunner.query(`
            DROP TABLE "payments"
        `);
    }

}
