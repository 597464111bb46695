import { MigrationInterface, QueryRunner } from "typeorm";

export class ListingPhotoHashes1795511647232 implements MigrationInterface {
    name = 'ListingPhotoHashes1795511647232'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listing_photo_hashes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`listingId\` int NOT NULL,
                \`sellerId\` int NOT NULL,
                \`slot\` varchar(12) NOT NULL,
                \`hash\` varchar(64) NOT NULL,
                \`band0\` varchar(8) NOT NULL,
                \`band1\` varchar(8) NOT NULL,
                \`band2\` varchar(8) NOT NULL,
                \`band3\` varchar(8) NOT NULL,
                \`band4\` varchar(8) NOT NULL,
                \`band5\` varchar(8) NOT NULL,
                \`band6\` varchar(8) NOT NULL,
                \`band7\` varchar(8) NOT NULL,
                \`matchedListingId\` int NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_listing_photo_hashes_band0\` (\`band0\`),
                INDEX \`IDX_listing_photo_hashes_band1\` (\`band1\`),
                INDEX \`IDX_listing_photo_hashes_band2\` (\`band2\`),
                INDEX \`IDX_listing_photo_hashes_band3\` (\`band3\`),
                INDEX \`IDX_listing_photo_hashes_band4\` (\`band4\`),
                INDEX \`IDX_listing_photo_hashes_band5\` (\`band5\`),
                INDEX \`IDX_listing_photo_hashes_band6\` (\`band6\`),
                INDEX \`IDX_listing_photo_hashes_band7\` (\`band7\`),
                UNIQUE INDEX \`UQ_listing_photo_hashes_listing_slot\` (\`listingId\`, \`slot\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`listing_photo_hashes\`
        `);
    }

}
