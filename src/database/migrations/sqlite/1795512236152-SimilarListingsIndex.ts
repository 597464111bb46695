import { MigrationInterface, QueryRunner } from "typeorm";

export class SimilarListingsIndex1795512236152 implements MigrationInterface {
    name = 'SimilarListingsIndex1795512236152'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE INDEX "IDX_listings_similar" ON "listings" (
                "type",
                "status",
                "city",
                "currency",
                "createdAt",
                "price"
            )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "IDX_listings_similar"
        `);
    }

}
