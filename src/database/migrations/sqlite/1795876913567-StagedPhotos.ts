import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Photos a seller uploaded while filling in a form, checked and waiting for the post that names
 * them (StagedPhotos).
 */
export class StagedPhotos1795876913567 implements MigrationInterface {
    name = 'StagedPhotos1795876913567'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "staged_photos" (
                "id" varchar(32) PRIMARY KEY NOT NULL,
                "sellerId" integer NOT NULL,
                "fingerprint" varchar(64),
                "expiresAt" datetime NOT NULL,
                "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_staged_photos_expires" ON "staged_photos" ("expiresAt")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_staged_photos_seller_expires" ON "staged_photos" ("sellerId", "expiresAt")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_staged_photos_seller_expires"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_staged_photos_expires"
        `);
        await queryRunner.query(`
            DROP TABLE "staged_photos"
        `);
    }

}
