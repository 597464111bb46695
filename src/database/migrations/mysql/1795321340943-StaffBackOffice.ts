import { MigrationInterface, QueryRunner } from "typeorm";

export class StaffBackOffice1795321340943 implements MigrationInterface {
    name = 'StaffBackOffice1795321340943'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`audit_log\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`actorId\` int NOT NULL,
                \`actorLevel\` smallint NOT NULL,
                \`action\` varchar(40) NOT NULL,
                \`targetType\` varchar(20) NOT NULL,
                \`targetId\` varchar(64) NOT NULL,
                \`details\` text NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_audit_log_action_created\` (\`action\`, \`createdAt\`),
                INDEX \`IDX_audit_log_actor_created\` (\`actorId\`, \`createdAt\`),
                INDEX \`IDX_audit_log_created\` (\`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`costs\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`payed_to\` varchar(120) NOT NULL,
                \`title\` varchar(120) NOT NULL,
                \`description\` text NOT NULL,
                \`amount\` decimal(14, 2) NOT NULL,
                \`costDate\` datetime NOT NULL,
                \`createdBy\` int NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_costs_cost_date\` (\`costDate\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_costs_cost_date\` ON \`costs\`
        `);
        await queryRunner.query(`
            DROP TABLE \`costs\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_audit_log_created\` ON \`audit_log\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_audit_log_actor_created\` ON \`audit_log\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_audit_log_action_created\` ON \`audit_log\`
        `);
        await queryRunner.query(`
            DROP TABLE \`audit_log\`
        `);
    }

}
