import { MigrationInterface, QueryRunner } from "typeorm";

export class SellerBalances1795314332773 implements MigrationInterface {
    name = 'SellerBalances1795314332773'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`seller_accounts\` (
                \`sellerId\` int NOT NULL,
                \`balance\` decimal(14, 2) NOT NULL DEFAULT '0.00',
                \`currency\` varchar(3) NOT NULL DEFAULT 'ETB',
                \`freeTrialUsed\` smallint NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`sellerId\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`seller_ledger\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`sellerId\` int NOT NULL,
                \`amount\` decimal(14, 2) NOT NULL,
                \`balanceAfter\` decimal(14, 2) NOT NULL,
                \`reason\` varchar(20) NOT NULL,
                \`actor\` varchar(60) NOT NULL,
                \`idempotencyKey\` varchar(120) NOT NULL,
                \`note\` varchar(255) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_seller_ledger_idempotency\` (\`idempotencyKey\`),
                INDEX \`IDX_seller_ledger_seller_created\` (\`sellerId\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_seller_ledger_seller_created\` ON \`seller_ledger\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_seller_ledger_idempotency\` ON \`seller_ledger\`
        `);
        await queryRunner.query(`
            DROP TABLE \`seller_ledger\`
        `);
        await queryRunner.query(`
            DROP TABLE \`seller_accounts\`
        `);
    }

}
