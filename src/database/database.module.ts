import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig, DatabaseConfig } from '../config/configuration';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';
import { serializeSqliteTransactions } from './serialized-transactions';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (database: DatabaseConfig) => ({
        ...buildDataSourceOptions({ url: database.url, sqlitePath: database.sqlitePath }),
        // The schema is brought up to date before the app serves a request.
        migrationsRun: true,
        retryAttempts: 3,
        retryDelay: 2000,
      }),
      dataSourceFactory: async (options) =>
        serializeSqliteTransactions(await new DataSource(options!).initialize()),
    }),
  ],
})
export class DatabaseModule {}
