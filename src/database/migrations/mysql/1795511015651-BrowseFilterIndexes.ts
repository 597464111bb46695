import { MigrationInterface, QueryRunner } from "typeorm";
import { hasIndex } from "../rerunnable";

/** The browse filters' and orders' indexes, each led by the public reads' (type, status). */
const INDEXES: [string, string[]][] = [
    ['IDX_listings_type_status_area', ['type', 'status', 'area']],
    ['IDX_listings_type_status_year', ['type', 'status', 'year']],
    ['IDX_listings_type_status_currency_price', ['type', 'status', 'currency', 'price']],
    ['IDX_listings_type_status_place', ['type', 'status', 'region', 'city', 'subcity', 'createdAt']],
    ['IDX_listings_type_status_make_model', ['type', 'status', 'make', 'model', 'createdAt']],
];

/** The indexes they replace, which lacked the status. */
const REPLACED: [string, string[]][] = [
    ['IDX_listings_type_currency_price', ['type', 'currency', 'price']],
    ['IDX_listings_type_region_city', ['type', 'region', 'city']],
];

const columnList = (columns: string[]) => columns.map((column) => `\`${column}\``).join(', ');

export class BrowseFilterIndexes1795511015651 implements MigrationInterface {
    name = 'BrowseFilterIndexes1795511015651'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // The new ones first: the reads are never without an index for their filter.
        for (const [name, columns] of INDEXES) {
            if (!(await hasIndex(queryRunner, 'listings', name))) {
                await queryRunner.query(`CREATE INDEX \`${name}\` ON \`listings\` (${columnList(columns)})`);
            }
        }
        for (const [name] of REPLACED) {
            if (await hasIndex(queryRunner, 'listings', name)) {
                await queryRunner.query(`DROP INDEX \`${name}\` ON \`listings\``);
            }
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const [name] of [...INDEXES].reverse()) {
            await queryRunner.query(`DROP INDEX \`${name}\` ON \`listings\``);
        }
        for (const [name, columns] of [...REPLACED].reverse()) {
            await queryRunner.query(`CREATE INDEX \`${name}\` ON \`listings\` (${columnList(columns)})`);
        }
    }

}
