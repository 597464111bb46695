import { MigrationInterface, QueryRunner } from "typeorm";

export class PasswordResetsAndDevMailbox1795311844369 implements MigrationInterface {
    name = 'PasswordResetsAndDevMailbox1795311844369'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "password_resets" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "tokenHash" varchar(64) NOT NULL,
                "email" varchar(254) NOT NULL,
                "otpHash" varchar(64) NOT NULL,
                "failedAttempts" integer NOT NULL DEFAULT (0),
                "expiresAt" datetime NOT NULL,
                "usedAt" datetime,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_password_resets_token" ON "password_resets" ("tokenHash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_password_resets_email" ON "password_resets" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "dev_mailbox" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "to" varchar(254) NOT NULL,
                "subject" varchar(255) NOT NULL,
                "text" text NOT NULL,
                "sentAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_dev_mailbox_to" ON "dev_mailbox" ("to")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_dev_mailbox_to"
        `);
        await queryRunner.query(`
            DROP TABLE "dev_mailbox"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_password_resets_email"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_password_resets_token"
        `);
        await queryRunner.query(`
            DROP TABLE "password_resets"
        `);
    }

}
