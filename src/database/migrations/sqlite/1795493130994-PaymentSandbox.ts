import { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentSandbox1795493130994 implements MigrationInterface {
    name = 'PaymentSandbox1795493130994'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "payment_sandbox" (
                "provider" varchar(10) NOT NULL,
                "reference" varchar(100) NOT NULL,
                "status" varchar(30) NOT NULL,
                "body" text NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
                PRIMARY KEY ("provider", "reference")
            )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE "payment_sandbox"
        `);
    }

}
