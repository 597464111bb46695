import { MigrationInterface, QueryRunner } from "typeorm";

export class BuyerAccess1795315514254 implements MigrationInterface {
    name = 'BuyerAccess1795315514254'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`buyer_requests\` (
                \`buyerRequestId\` int NOT NULL AUTO_INCREMENT,
                \`sellerId\` int NOT NULL,
                \`buyerId\` int NOT NULL,
                \`listingType\` varchar(16) NULL,
                \`postHash\` varchar(64) NULL,
                \`seen\` smallint NOT NULL DEFAULT '0',
                \`buyerRequestDate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_buyer_requests_seller_date\` (\`sellerId\`, \`buyerRequestDate\`),
                UNIQUE INDEX \`UQ_buyer_requests_buyer_seller\` (\`buyerId\`, \`sellerId\`),
                PRIMARY KEY (\`buyerRequestId\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`buyer_free_trials\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`buyerId\` int NOT NULL,
                \`sellerId\` int NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_buyer_free_trials_buyer_seller\` (\`buyerId\`, \`sellerId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`buyer_subscription_payments\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`buyerId\` int NOT NULL,
                \`amount\` decimal(14, 2) NOT NULL,
                \`currency\` varchar(3) NOT NULL DEFAULT 'ETB',
                \`periodEnd\` datetime NOT NULL,
                \`actor\` varchar(60) NOT NULL,
                \`idempotencyKey\` varchar(120) NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_buyer_subscription_payments_key\` (\`idempotencyKey\`),
                INDEX \`IDX_buyer_subscription_payments_buyer\` (\`buyerId\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`buyer_subscriptions\` (
                \`buyerId\` int NOT NULL,
                \`amount\` decimal(14, 2) NOT NULL DEFAULT '0.00',
                \`currency\` varchar(3) NOT NULL DEFAULT 'ETB',
                \`endDate\` datetime NULL,
                \`status\` varchar(10) NOT NULL DEFAULT 'none',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_buyer_subscriptions_status_end\` (\`status\`, \`endDate\`),
                PRIMARY KEY (\`buyerId\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_buyer_subscriptions_status_end\` ON \`buyer_subscriptions\`
        `);
        await queryRunner.query(`
            DROP TABLE \`buyer_subscriptions\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_buyer_subscription_payments_buyer\` ON \`buyer_subscription_payments\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_buyer_subscription_payments_key\` ON \`buyer_subscription_payments\`
        `);
        await queryRunner.query(`
            DROP TABLE \`buyer_subscription_payments\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_buyer_free_trials_buyer_seller\` ON \`buyer_free_trials\`
        `);
        await queryRunner.query(`
            DROP TABLE \`buyer_free_trials\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_buyer_requests_buyer_seller\` ON \`buyer_requests\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_buyer_requests_seller_date\` ON \`buyer_requests\`
        `);
        await queryRunner.query(`
            DROP TABLE \`buyer_requests\`
        `);
    }

}
