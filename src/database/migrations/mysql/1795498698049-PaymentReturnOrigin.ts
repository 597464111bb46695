import { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentReturnOrigin1795498698049 implements MigrationInterface {
    name = 'PaymentReturnOrigin1795498698049'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Re-runnable: MySQL has no ADD COLUMN IF NOT EXISTS (see ../rerunnable.ts).
        const [{ present }] = (await queryRunner.query(`
            SELECT COUNT(*) AS present FROM information_schema.COLUMNS
            WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'payments' AND COLUMN_NAME = 'returnOrigin'
        `)) as { present: string | number }[];
        if (Number(present) > 0) return;
        await queryRunner.query(`
            ALTER TABLE \`payments\` ADD \`returnOrigin\` varchar(255) NULL DEFAULT NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`payments\` DROP COLUMN \`returnOrigin\`
        `);
    }

}
