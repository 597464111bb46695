import { MigrationInterface, QueryRunner } from "typeorm";

export class InitialAccounts1795310748800 implements MigrationInterface {
    name = 'InitialAccounts1795310748800'

    public async up(queryRunner: QueryRunner): Promise<void> {
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
            CREATE UNIQUE INDEX "UQ_buyers_hash" ON "buyers" ("buyerHash")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_buyers_email" ON "buyers" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "employees" (
                "employeeId" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "employeeHash" varchar(26) NOT NULL,
                "email" varchar(254) NOT NULL,
                "employeeFirstName" varchar(100) NOT NULL,
                "employeeLastName" varchar(100) NOT NULL,
                "PhoneNumber" varchar(32) NOT NULL,
                "companyRoleId" smallint NOT NULL,
                "employeeActiveStatus" smallint NOT NULL DEFAULT (1),
                "passwordHash" varchar(255) NOT NULL,
                "tokenVersion" integer NOT NULL DEFAULT (0),
                "employeeAddedDate" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_employees_hash" ON "employees" ("employeeHash")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_employees_email" ON "employees" ("email")
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
            CREATE UNIQUE INDEX "UQ_sellers_hash" ON "sellers" ("sellerHash")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_sellers_email" ON "sellers" ("email")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "UQ_sellers_email"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_sellers_hash"
        `);
        await queryRunner.query(`
            DROP TABLE "sellers"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_employees_email"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_employees_hash"
        `);
        await queryRunner.query(`
            DROP TABLE "employees"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyers_email"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_buyers_hash"
        `);
        await queryRunner.query(`
            DROP TABLE "buyers"
        `);
    }

}
