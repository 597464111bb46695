import { MigrationInterface, QueryRunner } from "typeorm";
import { hasColumn, hasIndex } from "../rerunnable";

/** A listing's status (public, pending review, hidden, expired), its expiry and its moderation flag. */
const COLUMNS: [string, string][] = [
    ['status', `varchar(10) NOT NULL DEFAULT 'active'`],
    ['statusReason', 'varchar(300) NULL'],
    ['expiresAt', 'datetime NULL'],
    ['expiryRemindedAt', 'datetime NULL'],
    ['flagReason', 'varchar(40) NULL'],
    ['flaggedAt', 'datetime NULL'],
];

const INDEXES: [string, string][] = [
    ['IDX_listings_type_status_created', '`type`, `status`, `createdAt`'],
    ['IDX_listings_status_created', '`status`, `createdAt`'],
    ['IDX_listings_status_expires', '`status`, `expiresAt`'],
    ['IDX_listings_flagged', '`flaggedAt`'],
];

export class ListingStatus1795510299651 implements MigrationInterface {
    name = 'ListingStatus1795510299651'

    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const [column, definition] of COLUMNS) {
            if (!(await hasColumn(queryRunner, 'listings', column))) {
                await queryRunner.query(`ALTER TABLE \`listings\` ADD \`${column}\` ${definition}`);
            }
        }
        for (const [index, columns] of INDEXES) {
            if (!(await hasIndex(queryRunner, 'listings', index))) {
                await queryRunner.query(`CREATE INDEX \`${index}\` ON \`listings\` (${columns})`);
            }
        }
        // Public reads now start from (type, status, createdAt), which covers this one.
        if (await hasIndex(queryRunner, 'listings', 'IDX_listings_type_created')) {
            await queryRunner.query(`DROP INDEX \`IDX_listings_type_created\` ON \`listings\``);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX \`IDX_listings_type_created\` ON \`listings\` (\`type\`, \`createdAt\`)`);
        for (const [index] of INDEXES) {
            await queryRunner.query(`DROP INDEX \`${index}\` ON \`listings\``);
        }
        for (const [column] of COLUMNS) {
            await queryRunner.query(`ALTER TABLE \`listings\` DROP COLUMN \`${column}\``);
        }
    }

}
