import { MigrationInterface, QueryRunner } from "typeorm";

export class Listings1795313222766 implements MigrationInterface {
    name = 'Listings1795313222766'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listings\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`type\` varchar(16) NOT NULL,
                \`postHash\` varchar(64) NOT NULL,
                \`sellerId\` int NOT NULL,
                \`make\` varchar(60) NULL,
                \`model\` varchar(60) NULL,
                \`year\` smallint NULL,
                \`transmission\` varchar(30) NULL,
                \`mileage\` int NULL,
                \`bodyType\` varchar(40) NULL,
                \`engine\` varchar(40) NULL,
                \`plateNumber\` varchar(20) NULL,
                \`fuel\` varchar(30) NULL,
                \`color\` varchar(30) NULL,
                \`houseType\` varchar(60) NULL,
                \`area\` int NULL,
                \`bedrooms\` smallint NULL,
                \`bathrooms\` smallint NULL,
                \`livingRooms\` smallint NULL,
                \`price\` decimal(14, 2) NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`rentPeriod\` varchar(10) NULL,
                \`country\` varchar(60) NOT NULL,
                \`region\` varchar(60) NOT NULL,
                \`city\` varchar(60) NOT NULL,
                \`subcity\` varchar(60) NOT NULL,
                \`description\` text NULL,
                \`imageFront\` varchar(200) NOT NULL,
                \`imageBack\` varchar(200) NOT NULL,
                \`imageRight\` varchar(200) NOT NULL,
                \`imageLeft\` varchar(200) NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_listings_post_hash\` (\`postHash\`),
                INDEX \`IDX_listings_created\` (\`createdAt\`),
                INDEX \`IDX_listings_type_currency_price\` (\`type\`, \`currency\`, \`price\`),
                INDEX \`IDX_listings_type_region_city\` (\`type\`, \`region\`, \`city\`),
                INDEX \`IDX_listings_seller_type_created\` (\`sellerId\`, \`type\`, \`createdAt\`),
                INDEX \`IDX_listings_type_created\` (\`type\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_listings_type_created\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_listings_seller_type_created\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_listings_type_region_city\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_listings_type_currency_price\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_listings_created\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_listings_post_hash\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP TABLE \`listings\`
        `);
    }

}
