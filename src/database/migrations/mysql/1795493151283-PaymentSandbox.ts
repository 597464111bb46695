import { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentSandbox1795493151283 implements MigrationInterface {
    name = 'PaymentSandbox1795493151283'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`payment_sandbox\` (
                \`provider\` varchar(10) NOT NULL,
                \`reference\` varchar(100) NOT NULL,
                \`status\` varchar(30) NOT NULL,
                \`body\` text NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`provider\`, \`reference\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`payment_sandbox\`
        `);
    }

}
