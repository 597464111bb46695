import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { databaseConfig } from '../config/configuration';
import { ConfigurationError } from '../config/validate-env';
import { migrateDatabase } from '../database/open-database';

/**
 * The one-shot migration step of a deployment (`npm run migrate`, or `node dist/commands/migrate.js`
 * in the image): run it before starting instances with MIGRATIONS_AT_START=false. Safe to run
 * twice or from two places at once; a run cut short is finished by the next one.
 */
async function migrate(): Promise<void> {
  const logger = new Logger('Migrate');
  const applied = await migrateDatabase(databaseConfig());
  logger.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'The schema was already up to date',
  );
}

migrate().catch((error: unknown) => {
  if (error instanceof ConfigurationError) console.error(error.message);
  else console.error('The migrations failed:', error);
  process.exit(1);
});
