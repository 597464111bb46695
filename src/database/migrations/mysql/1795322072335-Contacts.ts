import { MigrationInterface, QueryRunner } from "typeorm";

export class Contacts1795322072335 implements MigrationInterface {
    name = 'Contacts1795322072335'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS \`contacts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`senderType\` varchar(8) NOT NULL,
                \`senderId\` int NOT NULL,
                \`firstName\` varchar(100) NOT NULL,
                \`lastName\` varchar(100) NOT NULL,
                \`PhoneNumber\` varchar(32) NOT NULL,
                \`title\` varchar(150) NOT NULL,
                \`description\` text NOT NULL,
                \`reply\` text NULL,
                \`repliedAt\` datetime NULL,
                \`repliedBy\` int NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_contacts_type_replied\` (\`senderType\`, \`repliedAt\`, \`createdAt\`),
                INDEX \`IDX_contacts_sender\` (\`senderType\`, \`senderId\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_contacts_sender\` ON \`contacts\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_contacts_type_replied\` ON \`contacts\`
        `);
        await queryRunner.query(`
            DROP TABLE \`contacts\`
        `);
    }

}
