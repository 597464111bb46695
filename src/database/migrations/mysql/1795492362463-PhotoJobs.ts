import { MigrationInterface, QueryRunner } from "typeorm";
import { queuePhotosStillShowingPreviews } from "../photo-jobs-backfill";

export class PhotoJobs1795492362463 implements MigrationInterface {
    name = 'PhotoJobs1795492362463'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`photo_jobs\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`previewKey\` varchar(255) NOT NULL,
                \`postHash\` varchar(64) NOT NULL,
                \`ready\` tinyint NOT NULL DEFAULT 0,
                \`attempts\` int NOT NULL DEFAULT '0',
                \`leaseOwner\` varchar(100) NULL,
                \`leaseUntil\` datetime NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_photo_jobs_preview_key\` (\`previewKey\`),
                INDEX \`IDX_photo_jobs_post_hash\` (\`postHash\`),
                INDEX \`IDX_photo_jobs_ready_lease\` (\`ready\`, \`leaseUntil\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queuePhotosStillShowingPreviews(queryRunner, (name) => `\`${name}\``);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_photo_jobs_ready_lease\` ON \`photo_jobs\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_photo_jobs_post_hash\` ON \`photo_jobs\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_photo_jobs_preview_key\` ON \`photo_jobs\`
        `);
        await queryRunner.query(`
            DROP TABLE \`photo_jobs\`
        `);
    }

}
