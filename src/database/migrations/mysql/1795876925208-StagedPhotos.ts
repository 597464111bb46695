import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Photos a seller uploaded while filling in a form, checked and waiting for the post that names
 * them (StagedPhotos).
 */
export class StagedPhotos1795876925208 implements MigrationInterface {
    name = 'StagedPhotos1795876925208'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`staged_photos\` (
                \`id\` varchar(32) NOT NULL,
                \`sellerId\` int NOT NULL,
                \`fingerprint\` varchar(64) NULL DEFAULT NULL,
                \`expiresAt\` datetime NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_staged_photos_expires\` (\`expiresAt\`),
                INDEX \`IDX_staged_photos_seller_expires\` (\`sellerId\`, \`expiresAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE \`staged_photos\`
        `);
    }

}
