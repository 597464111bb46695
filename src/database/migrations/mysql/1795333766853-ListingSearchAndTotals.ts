import { MigrationInterface, QueryRunner } from "typeorm";
import { hasIndex } from "../rerunnable";

export class ListingSearchAndTotals1795333766853 implements MigrationInterface {
    name = 'ListingSearchAndTotals1795333766853'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listing_totals\` (
                \`type\` varchar(16) NOT NULL,
                \`total\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`type\`)
            ) ENGINE = InnoDB
        `);
        // One row per listing type, counted once here; ListingsService keeps them from then on.
        await queryRunner.query(`
            INSERT IGNORE INTO \`listing_totals\` (\`type\`, \`total\`)
            VALUES ('carRent', 0), ('carSell', 0), ('houseRent', 0), ('houseSell', 0)
        `);
        await queryRunner.query(`
            UPDATE \`listing_totals\` \`t\`
            SET \`total\` = (SELECT COUNT(*) FROM \`listings\` \`l\` WHERE \`l\`.\`type\` = \`t\`.\`type\`)
        `);
        // Search by words and word prefixes (MATCH … AGAINST in boolean mode), TEXT_SEARCH_COLUMNS.
        if (!(await hasIndex(queryRunner, 'listings', 'FT_listings_search'))) {
            await queryRunner.query(`
                ALTER TABLE \`listings\`
                ADD FULLTEXT INDEX \`FT_listings_search\` (\`make\`, \`model\`, \`houseType\`, \`country\`, \`region\`, \`city\`, \`subcity\`)
            `);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`FT_listings_search\` ON \`listings\`
        `);
        await queryRunner.query(`
            DROP TABLE \`listing_totals\`
        `);
    }

}
