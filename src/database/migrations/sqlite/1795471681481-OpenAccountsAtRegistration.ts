import { MigrationInterface, QueryRunner } from "typeorm";
import { openAccountsOfExistingUsers } from "../accounts-backfill";

export class OpenAccountsAtRegistration1795471681481 implements MigrationInterface {
    name = 'OpenAccountsAtRegistration1795471681481'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await openAccountsOfExistingUsers(queryRunner, (name) => `"${name}"`);
    }

    public async down(): Promise<void> {
        // The rows opened here are ordinary account rows, kept.
    }
}
