import { MigrationInterface, QueryRunner } from "typeorm";
import { hasIndex } from "../rerunnable";

export class SavedSearchesAndFavourites1795512413626 implements MigrationInterface {
    name = 'SavedSearchesAndFavourites1795512413626'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`favourites\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`ownerType\` varchar(10) NOT NULL,
                \`ownerId\` int NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`listingType\` varchar(16) NOT NULL,
                \`postHash\` varchar(64) NOT NULL,
                \`title\` varchar(200) NOT NULL,
                \`price\` decimal(14, 2) NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`rentPeriod\` varchar(10) NULL,
                \`city\` varchar(60) NOT NULL,
                \`thumbnail\` varchar(500) NOT NULL,
                INDEX \`IDX_favourites_owner_created\` (\`ownerType\`, \`ownerId\`, \`createdAt\`),
                UNIQUE INDEX \`UQ_favourites_owner_listing\` (\`ownerType\`, \`ownerId\`, \`postHash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`saved_alerts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`ownerType\` varchar(10) NOT NULL,
                \`ownerId\` int NOT NULL,
                \`kind\` varchar(12) NOT NULL,
                \`alertKey\` varchar(120) NOT NULL,
                \`savedSearchId\` int NULL,
                \`searchName\` varchar(80) NULL,
                \`previousPrice\` decimal(14, 2) NULL,
                \`readAt\` datetime(3) NULL,
                \`mailedAt\` datetime(3) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`listingType\` varchar(16) NOT NULL,
                \`postHash\` varchar(64) NOT NULL,
                \`title\` varchar(200) NOT NULL,
                \`price\` decimal(14, 2) NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`rentPeriod\` varchar(10) NULL,
                \`city\` varchar(60) NOT NULL,
                \`thumbnail\` varchar(500) NOT NULL,
                UNIQUE INDEX \`UQ_saved_alerts_key\` (\`alertKey\`),
                INDEX \`IDX_saved_alerts_unmailed\` (\`savedSearchId\`, \`mailedAt\`),
                INDEX \`IDX_saved_alerts_unread\` (\`ownerType\`, \`ownerId\`, \`readAt\`),
                INDEX \`IDX_saved_alerts_owner\` (\`ownerType\`, \`ownerId\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`saved_searches\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`ownerType\` varchar(10) NOT NULL,
                \`ownerId\` int NOT NULL,
                \`name\` varchar(80) NOT NULL,
                \`listingType\` varchar(16) NOT NULL,
                \`query\` text NOT NULL,
                \`emailAlerts\` tinyint NOT NULL DEFAULT 1,
                \`checkedUntil\` datetime(3) NOT NULL,
                \`lastMailedAt\` datetime(3) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_saved_searches_owner\` (\`ownerType\`, \`ownerId\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        if (!(await hasIndex(queryRunner, 'history', 'IDX_history_post_hash'))) {
            await queryRunner.query(`
                CREATE INDEX \`IDX_history_post_hash\` ON \`history\` (\`postHash\`)
            `);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_history_post_hash\` ON \`history\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_saved_searches_owner\` ON \`saved_searches\`
        `);
        await queryRunner.query(`
            DROP TABLE \`saved_searches\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_saved_alerts_owner\` ON \`saved_alerts\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_saved_alerts_unread\` ON \`saved_alerts\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_saved_alerts_unmailed\` ON \`saved_alerts\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_saved_alerts_key\` ON \`saved_alerts\`
        `);
        await queryRunner.query(`
            DROP TABLE \`saved_alerts\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_favourites_owner_listing\` ON \`favourites\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_favourites_owner_created\` ON \`favourites\`
        `);
        await queryRunner.query(`
            DROP TABLE \`favourites\`
        `);
    }

}
