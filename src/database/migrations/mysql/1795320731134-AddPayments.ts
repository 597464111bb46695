import { MigrationInterface, QueryRunner } from "typeorm";

export class AddPayments1795320731134 implements MigrationInterface {
    name = 'AddPayments1795320731134'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`payments\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`reference\` varchar(100) NOT NULL,
                \`provider\` varchar(10) NOT NULL,
                \`purpose\` varchar(30) NOT NULL,
                \`accountType\` varchar(10) NOT NULL,
                \`accountId\` int NOT NULL,
                \`amount\` decimal(12, 2) NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`creditAmount\` decimal(12, 2) NOT NULL,
                \`status\` varchar(10) NOT NULL DEFAULT 'pending',
                \`providerReference\` varchar(100) NULL,
                \`verification\` text NULL,
                \`failureReason\` varchar(255) NULL,
                \`creditedAt\` datetime NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_payments_reference\` (\`reference\`),
                INDEX \`IDX_payments_account\` (\`accountType\`, \`accountId\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_payments_account\` ON \`payments\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_payments_reference\` ON \`payments\`
        `);
        await queryRunner.query(`
            DROP TABLE \`payments\`
        `);
    }

}
