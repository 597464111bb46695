import { MigrationInterface, QueryRunner } from "typeorm";
import { hasColumn } from "../rerunnable";

export class BuyerStartedTrialsAndRequestMessages1795499144137 implements MigrationInterface {
    name = 'BuyerStartedTrialsAndRequestMessages1795499144137'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`buyer_started_trials\` (
                \`buyerId\` int NOT NULL,
                \`expiresAt\` datetime(3) NOT NULL,
                PRIMARY KEY (\`buyerId\`)
            ) ENGINE = InnoDB
        `);
        if (!(await hasColumn(queryRunner, 'buyer_requests', 'message'))) {
            await queryRunner.query(`
                ALTER TABLE \`buyer_requests\`
                ADD \`message\` varchar(500) NULL
            `);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`buyer_requests\` DROP COLUMN \`message\`
        `);
        await queryRunner.query(`
            DROP TABLE \`buyer_started_trials\`
        `);
    }

}
