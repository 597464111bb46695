import { MigrationInterface, QueryRunner } from "typeorm";

/** A listing's status (public, pending review, hidden, expired), its expiry and its moderation flag. */
const COLUMNS: [string, string][] = [
    ['status', `varchar(10) NOT NULL DEFAULT ('active')`],
    ['statusReason', 'varchar(300)'],
    ['expiresAt', 'datetime'],
    ['expiryRemindedAt', 'datetime'],
    ['flagReason', 'varchar(40)'],
    ['flaggedAt', 'datetime'],
];

const INDEXES: [string, string][] = [
    ['IDX_listings_type_status_created', '"type", "status", "createdAt"'],
    ['IDX_listings_status_created', '"status", "createdAt"'],
    ['IDX_listings_status_expires', '"status", "expiresAt"'],
    ['IDX_listings_flagged', '"flaggedAt"'],
];

export class ListingStatus1795510286982 implements MigrationInterface {
    name = 'ListingStatus1795510286982'

    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const [column, definition] of COLUMNS) {
            await queryRunner.query(`ALTER TABLE "listings" ADD COLUMN "${column}" ${definition}`);
        }
        for (const [index, columns] of INDEXES) {
            await queryRunner.query(`CREATE INDEX "${index}" ON "listings" (${columns})`);
        }
        // Public reads now start from (type, status, createdAt), which covers this one.
        await queryRunner.query(`DROP INDEX "IDX_listings_type_created"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_listings_type_created" ON "listings" ("type", "createdAt")`);
        for (const [index] of INDEXES) {
            await queryRunner.query(`DROP INDEX "${index}"`);
        }
        for (const [column] of COLUMNS) {
            await queryRunner.query(`ALTER TABLE "listings" DROP COLUMN "${column}"`);
        }
    }

}
