import { MigrationInterface, QueryRunner } from "typeorm";

export class StaffBackOffice1795321319512 implements MigrationInterface {
    name = 'StaffBackOffice1795321319512'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "audit_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "actorId" integer NOT NULL,
                "actorLevel" smallint NOT NULL,
                "action" varchar(40) NOT NULL,
                "targetType" varchar(20) NOT NULL,
                "targetId" varchar(64) NOT NULL,
                "details" text,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_audit_log_action_created" ON "audit_log" ("action", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_audit_log_actor_created" ON "audit_log" ("actorId", "createdAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt")
        `);
        await queryRunner.query(`
            CREATE TABLE "costs" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "payed_to" varchar(120) NOT NULL,
                "title" varchar(120) NOT NULL,
                "description" text NOT NULL,
                "amount" decimal(14, 2) NOT NULL,
                "costDate" datetime NOT NULL,
                "createdBy" integer NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_costs_cost_date" ON "costs" ("costDate")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_costs_cost_date"
        `);
        await queryRunner.query(`
            DROP TABLE "costs"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_audit_log_created"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_audit_log_actor_created"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_audit_log_action_created"
        `);
        await queryRunner.query(`
            DROP TABLE "audit_log"
        `);
    }

}
