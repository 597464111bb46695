import { MigrationInterface, QueryRunner } from "typeorm";
import { hasColumn } from "../rerunnable";

export class PhoneVerification1795510457159 implements MigrationInterface {
    name = 'PhoneVerification1795510457159'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`phone_verification_codes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`userType\` varchar(10) NOT NULL,
                \`accountId\` int NOT NULL,
                \`phoneNumber\` varchar(32) NOT NULL,
                \`codeHash\` varchar(64) NOT NULL,
                \`failedAttempts\` int NOT NULL DEFAULT '0',
                \`expiresAt\` datetime NOT NULL,
                \`usedAt\` datetime NULL,
                \`sentAt\` datetime NOT NULL,
                INDEX \`IDX_phone_codes_phone\` (\`phoneNumber\`, \`sentAt\`),
                INDEX \`IDX_phone_codes_account\` (\`userType\`, \`accountId\`, \`sentAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`dev_sms_outbox\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`to\` varchar(32) NOT NULL,
                \`text\` text NOT NULL,
                \`sentAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_dev_sms_outbox_to\` (\`to\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        for (const table of ['buyers', 'sellers']) {
            if (!(await hasColumn(queryRunner, table, 'phoneVerifiedAt'))) {
                await queryRunner.query(`
                    ALTER TABLE \`${table}\`
                    ADD \`phoneVerifiedAt\` datetime NULL
                `);
            }
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`sellers\` DROP COLUMN \`phoneVerifiedAt\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`buyers\` DROP COLUMN \`phoneVerifiedAt\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_dev_sms_outbox_to\` ON \`dev_sms_outbox\`
        `);
        await queryRunner.query(`
            DROP TABLE \`dev_sms_outbox\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_phone_codes_account\` ON \`phone_verification_codes\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_phone_codes_phone\` ON \`phone_verification_codes\`
        `);
        await queryRunner.query(`
            DROP TABLE \`phone_verification_codes\`
        `);
    }

}
