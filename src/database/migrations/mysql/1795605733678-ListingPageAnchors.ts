import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Places in each type's public listings with how many come before them, so a browse page asked
 * for by its number starts near its rows (PageAnchors). Empty until the first build.
 */
export class ListingPageAnchors1795605733678 implements MigrationInterface {
    name = 'ListingPageAnchors1795605733678'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listing_page_anchors\` (
                \`type\` varchar(16) NOT NULL,
                \`createdAt\` datetime(3) NOT NULL,
                \`listingId\` int NOT NULL,
                \`position\` int NOT NULL,
                INDEX \`IDX_listing_page_anchors_type_position\` (\`type\`, \`position\`),
                PRIMARY KEY (\`type\`, \`createdAt\`, \`listingId\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`listing_page_anchors\`
        `);
    }

}
