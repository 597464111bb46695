import { MigrationInterface, QueryRunner } from "typeorm";
import { indexListingsForSearch } from "../listing-search-backfill";
import { hasIndex } from "../rerunnable";

export class ListingSubstringSearch1795498912309 implements MigrationInterface {
    name = 'ListingSubstringSearch1795498912309'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // The substring index of `q` (src/modules/listings/search): plain tables, no FULLTEXT, no
        // triggers, so TiDB and other MySQL-compatible engines hold them as well.
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listing_search_grams\` (
                \`type\` varchar(16) NOT NULL,
                \`gram\` bigint NOT NULL,
                \`createdAt\` datetime(3) NOT NULL,
                \`listingId\` int NOT NULL,
                PRIMARY KEY (\`type\`, \`gram\`, \`createdAt\`, \`listingId\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listing_search_texts\` (
                \`listingId\` int NOT NULL,
                \`type\` varchar(16) NOT NULL,
                \`createdAt\` datetime(3) NOT NULL,
                \`text\` varchar(400) NOT NULL,
                INDEX \`IDX_listing_search_texts_type_created\` (\`type\`, \`createdAt\`, \`listingId\`),
                PRIMARY KEY (\`listingId\`)
            ) ENGINE = InnoDB
        `);
        await indexListingsForSearch(queryRunner, (name) => `\`${name}\``);
        // The word search it replaces.
        if (await hasIndex(queryRunner, 'listings', 'FT_listings_search')) {
            await queryRunner.query(`
                DROP INDEX \`FT_listings_search\` ON \`listings\`
            `);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`listings\`
            ADD FULLTEXT INDEX \`FT_listings_search\` (\`make\`, \`model\`, \`houseType\`, \`country\`, \`region\`, \`city\`, \`subcity\`)
        `);
        await queryRunner.query(`
            DROP TABLE \`listing_search_texts\`
        `);
        await queryRunner.query(`
            DROP TABLE \`listing_search_grams\`
        `);
    }

}
