import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { sqliteFileIn } from '../database/data-source-options';
import { Environment } from './environment';
import { parseTrustProxy } from './trust-proxy';
import { ConfigurationError, validateEnv } from './validate-env';

function environment(): Environment {
  return validateEnv(Environment);
}

export const appConfig = registerAs('app', () => {
  const env = environment();
  const embedded = env.DATABASE_URL === undefined;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Validated with the environment: always one of its forms here.
    trustProxy: parseTrustProxy(env.TRUST_PROXY)!,
    dataDir: resolve(env.DATA_DIR),
    postsInFlightPerSeller: env.POSTS_IN_FLIGHT_PER_SELLER,
    clientDist: resolve(env.CLIENT_DIST ?? join(__dirname, '..', '..', 'client', 'dist')),
    publicBrowsing: env.PUBLIC_BROWSING,
    // Demo accounts only make sense on the embedded database of a development machine.
    demoData: env.DEMO_DATA ?? (embedded && env.NODE_ENV !== 'production'),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
  };
});

export const databaseConfig = registerAs('database', () => {
  const env = environment();
  return {
    url: env.DATABASE_URL,
    sqlitePath: sqliteFileIn(resolve(env.DATA_DIR)),
    migrateAtStart: env.MIGRATIONS_AT_START,
    limits: {
      poolSize: env.DB_POOL_SIZE,
      acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    },
  };
});

/** Reads the embedded default's JWT secret from DATA_DIR, creating it on first start. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const authConfig = registerAs('auth', () => {
  const env = environment();
  return {
    jwtSecret: env.JWT_SECRET ?? embeddedJwtSecret(resolve(env.DATA_DIR)),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    rateLimits: {
      perAccountPerMinute: env.AUTH_RATE_LIMIT,
      perAddressPerMinute: env.AUTH_ADDRESS_RATE_LIMIT,
      registrationsPerHour: env.REGISTRATION_RATE_LIMIT,
    },
  };
});

export const mailConfig = registerAs('mail', () => {
  const env = environment();
  return {
    from: env.MAIL_FROM,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
        }
      : undefined,
  };
});

export const smsConfig = registerAs('sms', () => {
  const env = environment();
  return {
    sender: env.SMS_SENDER,
    gateway: env.SMS_GATEWAY_URL
      ? {
          url: env.SMS_GATEWAY_URL,
          token: env.SMS_GATEWAY_TOKEN,
          timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
        }
      : undefined,
  };
});

export const storageConfig = registerAs('storage', () => {
  const env = environment();
  return {
    s3:
      env.S3_BUCKET && env.S3_PUBLIC_URL
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    photoWorkLeaseMs: env.PHOTO_WORK_LEASE_MS,
  };
});

export const listingsConfig = registerAs('listings', () => {
  const env = environment();
  return {
    expiryDays: env.LISTING_EXPIRY_DAYS,
    reviewNewListings: env.REVIEW_NEW_LISTINGS,
  };
});

export const savedConfig = registerAs('saved', () => {
  const env = environment();
  return { alertsEverySeconds: env.ALERTS_EVERY_SECONDS };
});

export const paymentConfig = registerAs('payment', () => {
  const env = environment();
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.PAYMENT_SANDBOX) {
    throw new ConfigurationError(['PAYMENT_SANDBOX: cannot be on when NODE_ENV=production']);
  }
  const hasProviderKeys = Boolean(env.CHAPA_SECRET_KEY || env.STRIPE_SECRET_KEY);
  return {
    sandbox: !isProduction && (env.PAYMENT_SANDBOX ?? !hasProviderKeys),
    chapa: {
      apiUrl: env.CHAPA_API_URL.replace(/\/+$/, ''),
      secretKey: env.CHAPA_SECRET_KEY,
      webhookSecret: env.CHAPA_WEBHOOK_SECRET,
      createTimeoutMs: env.CHAPA_CREATE_TIMEOUT_MS,
      verifyTimeoutMs: env.CHAPA_VERIFY_TIMEOUT_MS,
    },
    stripe: {
      apiUrl: env.STRIPE_API_URL.replace(/\/+$/, ''),
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    prices: {
      topUp: { etb: env.TOP_UP_ETB, usd: env.TOP_UP_USD },
      subscription: { etb: env.SUBSCRIPTION_ETB, usd: env.SUBSCRIPTION_USD },
    },
    exchangeRateUrl: env.EXCHANGE_RATE_URL,
  };
});

export type AppConfig = ConfigType<typeof appConfig>;
export type StorageConfig = ConfigType<typeof storageConfig>;
export type DatabaseConfig = ConfigType<typeof databaseConfig>;
export type AuthConfig = ConfigType<typeof authConfig>;
export type MailConfig = ConfigType<typeof mailConfig>;
export type SmsConfig = ConfigType<typeof smsConfig>;
export type PaymentConfig = ConfigType<typeof paymentConfig>;
export type ListingsConfig = ConfigType<typeof listingsConfig>;
export type SavedConfig = ConfigType<typeof savedConfig>;

export const allConfigs = [
  appConfig,
  databaseConfig,
  authConfig,
  mailConfig,
  smsConfig,
  storageConfig,
  paymentConfig,
  listingsConfig,
  savedConfig,
];
