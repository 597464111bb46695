import { MigrationInterface, QueryRunner } from "typeorm";

export class Contacts1795322043445 implements MigrationInterface {
    name = 'Contacts1795322043445'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "contacts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "senderType" varchar(8) NOT NULL,
                "senderId" integer NOT NULL,
                "firstName" varchar(100) NOT NULL,
                "lastName" varchar(100) NOT NULL,
                "PhoneNumber" varchar(32) NOT NULL,
                "title" varchar(150) NOT NULL,
                "description" text NOT NULL,
                "reply" text,
                "repliedAt" datetime,
                "repliedBy" integer,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_contacts_type_replied" ON "contacts" ("senderType", "repliedAt", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_contacts_sender" ON "contacts" ("senderType", "senderId", "createdAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_contacts_sender"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_contacts_type_replied"
        `);
        await queryRunner.query(`
            DROP TABLE "contacts"
        `);
    }

}
