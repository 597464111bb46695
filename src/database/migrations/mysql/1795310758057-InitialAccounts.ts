import { MigrationInterface, QueryRunner } from "typeorm";

export class InitialAccounts1795310758057 implements MigrationInterface {
    name = 'InitialAccounts1795310758057'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`buyers\` (
                \`buyerId\` int NOT NULL AUTO_INCREMENT,
                \`buyerHash\` varchar(26) NOT NULL,
                \`email\` varchar(254) NOT NULL,
                \`buyerFirstName\` varchar(100) NOT NULL,
                \`buyerLastName\` varchar(100) NOT NULL,
                \`PhoneNumber\` varchar(32) NOT NULL,
                \`buyerCity\` varchar(100) NOT NULL,
                \`passwordHash\` varchar(255) NOT NULL,
                \`tokenVersion\` int NOT NULL DEFAULT '0',
                \`buyerAddedDate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_buyers_hash\` (\`buyerHash\`),
                UNIQUE INDEX \`UQ_buyers_email\` (\`email\`),
                PRIMARY KEY (\`buyerId\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`employees\` (
                \`employeeId\` int NOT NULL AUTO_INCREMENT,
                \`employeeHash\` varchar(26) NOT NULL,
                \`email\` varchar(254) NOT NULL,
                \`employeeFirstName\` varchar(100) NOT NULL,
                \`employeeLastName\` varchar(100) NOT NULL,
                \`PhoneNumber\` varchar(32) NOT NULL,
                \`companyRoleId\` smallint NOT NULL,
                \`employeeActiveStatus\` smallint NOT NULL DEFAULT '1',
                \`passwordHash\` varchar(255) NOT NULL,
                \`tokenVersion\` int NOT NULL DEFAULT '0',
                \`employeeAddedDate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_employees_hash\` (\`employeeHash\`),
                UNIQUE INDEX \`UQ_employees_email\` (\`email\`),
                PRIMARY KEY (\`employeeId\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`sellers\` (
                \`sellerId\` int NOT NULL AUTO_INCREMENT,
                \`sellerHash\` varchar(26) NOT NULL,
                \`email\` varchar(254) NOT NULL,
                \`sellerFirstName\` varchar(100) NOT NULL,
                \`sellerLastName\` varchar(100) NOT NULL,
                \`PhoneNumber\` varchar(32) NOT NULL,
                \`sellerCountry\` varchar(100) NOT NULL,
                \`sellerCity\` varchar(100) NOT NULL,
                \`passwordHash\` varchar(255) NOT NULL,
                \`tokenVersion\` int NOT NULL DEFAULT '0',
                \`sellerAddedDate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_sellers_hash\` (\`sellerHash\`),
                UNIQUE INDEX \`UQ_sellers_email\` (\`email\`),
                PRIMARY KEY (\`sellerId\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`UQ_sellers_email\` ON \`sellers\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_sellers_hash\` ON \`sellers\`
        `);
        await queryRunner.query(`
            DROP TABLE \`sellers\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_employees_email\` ON \`employees\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_employees_hash\` ON \`employees\`
        `);
        await queryRunner.query(`
            DROP TABLE \`employees\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_buyers_email\` ON \`buyers\`
        `);
        await queryRunner.query(`
            DROP INDEX \`UQ_buyers_hash\` ON \`buyers\`
        `);
        await queryRunner.query(`
            DROP TABLE \`buyers\`
        `);
    }

}
