import { MigrationInterface, QueryRunner } from "typeorm";
import { queuePhotosStillShowingPreviews } from "../photo-jobs-backfill";

export class PhotoJobs1795492346420 implements MigrationInterface {
    name = 'PhotoJobs1795492346420'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "photo_jobs" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "previewKey" varchar(255) NOT NULL,
                "postHash" varchar(64) NOT NULL,
                "ready" boolean NOT NULL DEFAULT (0),
                "attempts" integer NOT NULL DEFAULT (0),
                "leaseOwner" varchar(100),
                "leaseUntil" datetime,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_photo_jobs_preview_key" ON "photo_jobs" ("previewKey")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_photo_jobs_post_hash" ON "photo_jobs" ("postHash")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_photo_jobs_ready_lease" ON "photo_jobs" ("ready", "leaseUntil")
        `);
        await queuePhotosStillShowingPreviews(queryRunner, (name) => `"${name}"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_photo_jobs_ready_lease"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_photo_jobs_post_hash"
        `);
        await queryRunner.query(`
            DROP INDEX "UQ_photo_jobs_preview_key"
        `);
        await queryRunner.query(`
            DROP TABLE "photo_jobs"
        `);
    }

}
