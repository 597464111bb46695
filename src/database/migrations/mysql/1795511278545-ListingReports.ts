import { MigrationInterface, QueryRunner } from "typeorm";

export class ListingReports1795511278545 implements MigrationInterface {
    name = 'ListingReports1795511278545'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`listing_reports\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`listingId\` int NOT NULL,
                \`reporterType\` varchar(10) NOT NULL,
                \`reporterId\` int NOT NULL,
                \`reason\` varchar(20) NOT NULL,
                \`note\` varchar(500) NULL,
                \`reportedAt\` datetime NOT NULL,
                \`closedAt\` datetime NULL,
                \`resolution\` varchar(10) NULL,
                \`closedBy\` int NULL,
                INDEX \`IDX_listing_reports_reporter_reported\` (\`reporterType\`, \`reporterId\`, \`reportedAt\`),
                INDEX \`IDX_listing_reports_open\` (\`closedAt\`, \`listingId\`),
                UNIQUE INDEX \`UQ_listing_reports_reporter\` (\`listingId\`, \`reporterType\`, \`reporterId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`UQ_listing_reports_reporter\` ON \`listing_reports\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_listing_reports_open\` ON \`listing_reports\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_listing_reports_reporter_reported\` ON \`listing_reports\`
        `);
        await queryRunner.query(`
            DROP TABLE \`listing_reports\`
        `);
    }

}
