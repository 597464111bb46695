import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig, DatabaseConfig } from '../config/configuration';
import { ConfigurationError } from '../config/validate-env';
import { buildDataSourceOptions } from './data-source-options';
import { openDatabase } from './open-database';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (database: DatabaseConfig) => ({
        ...buildDataSourceOptions(database),
        retryAttempts: 3,
        retryDelay: 2000,
        // A database that is reachable but wrong (e.g. latin1) stays wrong: say so at once.
        toRetry: (error: unknown) => !(error instanceof ConfigurationError),
      }),
      // The schema is brought up to date before the app serves a request.
      dataSourceFactory: () => openDatabase(databaseConfig()),
    }),
  ],
})
export class DatabaseModule {}
