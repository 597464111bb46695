import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { Environment } from './config/environment';
import { ConfigurationError, validateEnv } from './config/validate-env';
import { setupApp } from './setup-app';

async function bootstrap(): Promise<void> {
  // Fail before anything starts, with one message naming each bad variable.
  const env = validateEnv(Environment);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    // Webhook signatures are computed over the exact bytes received.
    rawBody: true,
  });
  setupApp(app);
  await app.listen(env.PORT);
  const url = await app.getUrl();
  new Logger('Gebeya').log(
    `Marketplace ready on ${url.replace('[::1]', 'localhost')} (API docs at /api/docs)`,
  );
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
  } else {
    console.error('The marketplace could not start:', error);
  }
  process.exit(1);
});
