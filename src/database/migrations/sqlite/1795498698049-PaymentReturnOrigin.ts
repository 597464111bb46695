import { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentReturnOrigin1795498698049 implements MigrationInterface {
    name = 'PaymentReturnOrigin1795498698049'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "payments" ADD COLUMN "returnOrigin" varchar(255)
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "payments" DROP COLUMN "returnOrigin"
        `);
    }

}
