import { MigrationInterface, QueryRunner } from "typeorm";

export class PasswordResetsAndDevMailbox1795311853833 implements MigrationInterface {
    name = 'PasswordResetsAndDevMailbox1795311853833'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`password_resets\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`tokenHash\` varchar(64) NOT NULL,
                \`email\` varchar(254) NOT NULL,
                \`otpHash\` varchar(64) NOT NULL,
                \`failedAttempts\` int NOT NULL DEFAULT '0',
                \`expiresAt\` datetime NOT NULL,
                \`usedAt\` datetime NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_password_resets_token\` (\`tokenHash\`),
                INDEX \`IDX_password_resets_email\` (\`email\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`dev_mailbox\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`to\` varchar(254) NOT NULL,
                \`subject\` varchar(255) NOT NULL,
                \`text\` text NOT NULL,
                \`sentAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_dev_mailbox_to\` (\`to\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_dev_mailbox_to\` ON \`dev_mailbox\`
        `);
        await queryRunner.query(`
            DROP TABLE \`dev_mailbox\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_password_resets_email\` ON \`password_resets\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_password_resets_token\` ON \`password_resets\`
        `);
        await queryRunner.query(`
            DROP TABLE \`password_resets\`
        `);
    }

}
