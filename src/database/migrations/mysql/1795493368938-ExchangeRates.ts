import { MigrationInterface, QueryRunner } from "typeorm";

export class ExchangeRates1795493368938 implements MigrationInterface {
    name = 'ExchangeRates1795493368938'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`exchange_rates\` (
                \`base\` varchar(3) NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`rate\` decimal(14, 6) NOT NULL,
                \`source\` varchar(10) NOT NULL,
                \`fetchedAt\` datetime(3) NOT NULL,
                \`validUntil\` datetime(3) NOT NULL,
                PRIMARY KEY (\`base\`, \`currency\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`exchange_rates\`
        `);
    }

}
