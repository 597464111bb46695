import { ModuleMetadata } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { ExpressServerAdapter } from '../../src/common/http/express-server';
import { setupApp } from '../../src/setup-app';
import { freePort } from './free-port';
import { provisionTestDatabase, TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  http: App;
  /** Where the app listens, e.g. for providers' callbacks. */
  baseUrl: string;
  database: TestDatabase;
  dataSource: DataSource;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for this app (e.g. CLIENT_DIST, ADMIN_EMAIL). */
  env?: Record<string, string>;
  /** Extra controllers or providers, for specs that probe the app's shared machinery. */
  extra?: Pick<ModuleMetadata, 'controllers' | 'providers'>;
  /** The MySQL database's character set when created (SQLite is always UTF-8). */
  mysqlCharset?: 'utf8mb4' | 'latin1';
  /**
   * Another instance of the marketplace on this database (and, for SQLite's sake, data directory),
   * as behind a load balancer; its close() leaves the database to the app that made it.
   */
  database?: TestDatabase;
}

/** Boots the whole AppModule, as main.ts does, on a database of its own. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await provisionTestDatabase(options.mysqlCharset));
  // The app listens for real: the payment sandbox and webhooks call it back over HTTP.
  const port = await freePort();
  Object.assign(process.env, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    DEMO_DATA: 'false',
    CLIENT_DIST: `${database.dataDir}/no-client`,
    // Specs sign in and register far more often than a person; throttling.e2e-spec proves the limits.
    AUTH_ADDRESS_RATE_LIMIT: '100000',
    REGISTRATION_RATE_LIMIT: '100000',
    ...options.env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule],
    ...options.extra,
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(new ExpressServerAdapter(), {
    bodyParser: false,
    logger: ['error'],
  });
  setupApp(app);
  await app.listen(port, '127.0.0.1');
  // Specs run each scheduled job themselves. A cron job fires on the wall clock (every fifth
  // minute), so left running it would now and then take a job's lease in the middle of a spec.
  for (const job of app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
  return {
    app,
    http: app.getHttpServer() as App,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
