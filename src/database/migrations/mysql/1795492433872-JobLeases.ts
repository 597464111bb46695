import { MigrationInterface, QueryRunner } from "typeorm";

export class JobLeases1795492433872 implements MigrationInterface {
    name = 'JobLeases1795492433872'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`job_leases\` (
                \`name\` varchar(100) NOT NULL,
                \`holder\` varchar(100) NOT NULL,
                \`expiresAt\` datetime(3) NOT NULL,
                PRIMARY KEY (\`name\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`job_leases\`
        `);
    }

}
