import { MigrationInterface, QueryRunner } from "typeorm";

export class History1795321897069 implements MigrationInterface {
    name = 'History1795321897069'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`history\` (
                \`historyId\` int NOT NULL AUTO_INCREMENT,
                \`listingType\` varchar(16) NOT NULL,
                \`postHash\` varchar(64) NOT NULL,
                \`sellerId\` int NOT NULL,
                \`sellerFirstName\` varchar(100) NOT NULL,
                \`sellerLastName\` varchar(100) NOT NULL,
                \`sellerPhoneNumber\` varchar(32) NOT NULL,
                \`buyerId\` int NOT NULL,
                \`buyerFirstName\` varchar(100) NOT NULL,
                \`buyerLastName\` varchar(100) NOT NULL,
                \`buyerPhoneNumber\` varchar(32) NOT NULL,
                \`message\` varchar(500) NOT NULL,
                \`historyDate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_history_type_date\` (\`listingType\`, \`historyDate\`),
                INDEX \`IDX_history_seller_type_date\` (\`sellerId\`, \`listingType\`, \`historyDate\`),
                PRIMARY KEY (\`historyId\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_history_seller_type_date\` ON \`history\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_history_type_date\` ON \`history\`
        `);
        await queryRunner.query(`
            DROP TABLE \`history\`
        `);
    }

}
