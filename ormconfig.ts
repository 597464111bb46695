import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { Environment } from './src/config/environment';
import { validateEnv } from './src/config/validate-env';
import { buildDataSourceOptions, sqliteFileIn } from './src/database/data-source-options';

// The TypeORM CLI's data source: MySQL when DATABASE_URL is set, else the embedded SQLite file.
const env = validateEnv(Environment);

export default new DataSource(
  buildDataSourceOptions({
    url: env.DATABASE_URL,
    sqlitePath: sqliteFileIn(resolve(env.DATA_DIR)),
  }),
);
