import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { parseTrustProxy } from './trust-proxy';

// Reads the raw string: implicit conversion would already have turned 'false' into true.
const toBoolean = ({ key, obj }: { key: string; obj: Record<string, unknown> }) => {
  const value = obj[key];
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return value;
};

/** Every environment variable the server reads. The README's configuration table mirrors this class. */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/[^/\s]+\/[^\s]+$/, {
    message: 'must look like mysql://user:password@host:3306/database (or mariadb://…)',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  DATA_DIR = './data';

  /** false: a one-shot step (npm run migrate) migrates before the instances start. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  MIGRATIONS_AT_START: boolean = true;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(2)
  @Max(500)
  DB_POOL_SIZE: number = 10;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  DB_ACQUIRE_TIMEOUT_MS: number = 10000;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  DB_QUERY_TIMEOUT_MS: number = 15000;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  SHUTDOWN_GRACE_MS: number = 10000;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  POSTS_IN_FLIGHT_PER_SELLER: number = 2;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  PHOTO_WORK_LEASE_MS: number = 120000;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LISTING_EXPIRY_DAYS: number = 60;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  REVIEW_NEW_LISTINGS: boolean = false;

  /** How often new matches of saved searches and price drops of favourites are looked for. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ALERTS_EVERY_SECONDS: number = 60;

  @ValidateIf((env: Environment) => env.NODE_ENV === 'production' || env.JWT_SECRET !== undefined)
  @IsString({ message: 'is required when NODE_ENV=production' })
  @MinLength(32, { message: 'must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(/^\d+[smhd]$/, { message: 'must be a duration such as 15m, 12h or 7d' })
  JWT_EXPIRES_IN = '7d';

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  /** Which proxies in front may say who the client is (X-Forwarded-For): see trust-proxy.ts. */
  @IsOptional()
  @ValidateBy({
    name: 'isTrustProxy',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !!parseTrustProxy(value),
      defaultMessage: () =>
        'must be a hop count (1), or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges (10.0.0.0/8)',
    },
  })
  TRUST_PROXY = 'loopback';

  @IsOptional()
  @IsEmail()
  ADMIN_EMAIL?: string;

  @ValidateIf((env: Environment) => env.ADMIN_EMAIL !== undefined)
  @IsString({ message: 'is required when ADMIN_EMAIL is set' })
  @MinLength(10, { message: 'must be at least 10 characters long' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  DEMO_DATA?: boolean;

  @IsOptional()
  @IsString()
  CLIENT_DIST?: string;

  /** Visitors browse and open listings without an account (contact details stay for buyers). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  PUBLIC_BROWSING: boolean = false;

  /** Unset: e-mails go to the dev mailbox (database + log) instead of an SMTP server. */
  @IsOptional()
  @IsString()
  SMTP_HOST?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  SMTP_PORT: number = 587;

  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @IsOptional()
  @IsString()
  SMTP_PASS?: string;

  /** true for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  SMTP_SECURE?: boolean;

  @IsOptional()
  @IsString()
  MAIL_FROM = 'Gebeya <no-reply@gebeya.et>';

  /** An HTTP SMS gateway taking a JSON POST; unset: SMS go to the dev outbox (database + log). */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  SMS_GATEWAY_URL?: string;

  /** Sent as `Authorization: Bearer <token>` to the gateway. */
  @IsOptional()
  @IsString()
  SMS_GATEWAY_TOKEN?: string;

  /** The sender name or number the SMS show. */
  @IsOptional()
  @IsString()
  SMS_SENDER = 'Gebeya';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  SMS_GATEWAY_TIMEOUT_MS: number = 10000;

  /** Set to keep listing images in an S3-compatible bucket instead of DATA_DIR/uploads. */
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @IsOptional()
  @IsString()
  S3_REGION = 'us-east-1';

  /** For S3-compatible services (MinIO, Cloudflare R2, DigitalOcean Spaces). */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Where browsers load the bucket's objects from (the bucket URL or a CDN in front of it). */
  @ValidateIf((env: Environment) => env.S3_BUCKET !== undefined)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be the public URL of the bucket when S3_BUCKET is set' },
  )
  S3_PUBLIC_URL?: string;

  /** Login, OTP and reset attempts allowed per minute for one e-mail from one address. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT: number = 10;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_ADDRESS_RATE_LIMIT: number = 60;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  REGISTRATION_RATE_LIMIT: number = 30;

  /**
   * Payments run against the built-in sandbox of Chapa and Stripe. Defaults to on when no provider
   * keys are set outside production; production refuses it.
   */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  PAYMENT_SANDBOX?: boolean;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  CHAPA_API_URL = 'https://api.chapa.co/v1';

  @IsOptional()
  @IsString()
  CHAPA_SECRET_KEY?: string;

  /** The secret set in Chapa's dashboard; webhooks are signed with it. */
  @IsOptional()
  @IsString()
  CHAPA_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  CHAPA_CREATE_TIMEOUT_MS: number = 15000;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  CHAPA_VERIFY_TIMEOUT_MS: number = 10000;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRIPE_API_URL = 'https://api.stripe.com';

  @IsOptional()
  @IsString()
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @IsString()
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** ETB credited for a seller top-up, and what it costs by card in USD. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  TOP_UP_ETB: number = 500;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  TOP_UP_USD: number = 5;

  /** A buyer's six-month subscription in ETB, and by card in USD. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SUBSCRIPTION_ETB: number = 250;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SUBSCRIPTION_USD: number = 2;

  /** A USD-base rate service answering {rates: {ETB: n}}; unreachable means the fallback rate. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  EXCHANGE_RATE_URL = 'https://open.er-api.com/v6/latest/USD';
}
