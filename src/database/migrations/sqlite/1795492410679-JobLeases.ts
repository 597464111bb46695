import { MigrationInterface, QueryRunner } from "typeorm";

export class JobLeases1795492410679 implements MigrationInterface {
    name = 'JobLeases1795492410679'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "job_leases" (
                "name" varchar(100) PRIMARY KEY NOT NULL,
                "holder" varchar(100) NOT NULL,
                "expiresAt" datetime(3) NOT NULL
            )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE "job_leases"
        `);
    }

}
