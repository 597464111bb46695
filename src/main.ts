import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ExpressServerAdapter } from './common/http/express-server';
import { AppLogger } from './common/logging/app-logger';
import { Environment } from './config/environment';
import { ConfigurationError, validateEnv } from './config/validate-env';
import { setupApp } from './setup-app';

async function bootstrap(): Promise<void> {
  // Fail before anything starts, with one message naming each bad variable.
  const env = validateEnv(Environment);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule,
    new ExpressServerAdapter(),
    {
      // setupApp installs the body parsers (keeping the bytes webhook signatures are computed over).
      bodyParser: false,
      logger: new AppLogger(),
    },
  );
  setupApp(app);
  endWithinGracePeriod(env.SHUTDOWN_GRACE_MS);
  await app.listen(env.PORT);
  const url = await app.getUrl();
  new Logger('Gebeya').log(
    `Marketplace ready on ${url.replace('[::1]', 'localhost')} (API docs at /api/docs)`,
  );
}

/**
 * A stop signal closes the app (Nest's shutdown hooks: requests in flight finish, photo work is
 * handed back, the pool closes). Whatever still hangs after the grace period, e.g. a request
 * waiting on a database that does not answer, must not keep the process alive.
 */
function endWithinGracePeriod(graceMs: number): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        new Logger('Gebeya').error(`Still stopping after ${graceMs} ms: exiting now`);
        process.exit(1);
      }, graceMs).unref();
    });
  }
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
  } else {
    console.error('The marketplace could not start:', error);
  }
  process.exit(1);
});
