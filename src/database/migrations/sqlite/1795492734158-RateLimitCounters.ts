import { MigrationInterface, QueryRunner } from "typeorm";

export class RateLimitCounters1795492734158 implements MigrationInterface {
    name = 'RateLimitCounters1795492734158'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "rate_limit_counters" (
                "bucket" varchar(64) PRIMARY KEY NOT NULL,
                "hits" integer NOT NULL,
                "resetsAt" bigint NOT NULL
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_rate_limit_counters_resets" ON "rate_limit_counters" ("resetsAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_rate_limit_counters_resets"
        `);
        await queryRunner.query(`
            DROP TABLE "rate_limit_counters"
        `);
    }

}
