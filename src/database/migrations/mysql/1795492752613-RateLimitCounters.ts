import { MigrationInterface, QueryRunner } from "typeorm";

export class RateLimitCounters1795492752613 implements MigrationInterface {
    name = 'RateLimitCounters1795492752613'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`rate_limit_counters\` (
                \`bucket\` varchar(64) NOT NULL,
                \`hits\` int NOT NULL,
                \`resetsAt\` bigint NOT NULL,
                INDEX \`IDX_rate_limit_counters_resets\` (\`resetsAt\`),
                PRIMARY KEY (\`bucket\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_rate_limit_counters_resets\` ON \`rate_limit_counters\`
        `);
        await queryRunner.query(`
            DROP TABLE \`rate_limit_counters\`
        `);
    }

}
