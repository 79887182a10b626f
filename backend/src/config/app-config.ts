import * as path from 'node:path';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { aresSettings, type AresSettings, invoicingSettings, type InvoicingSettings } from './invoicing-settings';
import { LOG_LEVELS, loggingSettings, type LogFormat, type LoggingSettings, type LogLevel, tracingSettings, type TracingSettings } from './logging-settings';
import { metricsSettings, type MetricsSettings } from './metrics-settings';
import { databasePoolerSettings, type DatabasePoolerSettings } from './database-pooler-settings';
import { ROOT_DIR } from './paths';
import { storageSettings, type StorageDriverSetting, type StorageSettings } from './storage-settings';
import { TrustProxy } from './trust-proxy';
import { WEBHOOK_SECRET_KEY_MESSAGE, WEBHOOK_SECRET_KEY_PATTERN, webhookSecretKey } from './webhook-secret-key';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

/**
 * The highest per-minute rate limit: limits and hits are PostgreSQL integers (rate_limit_hits), and
 * the messages' day window is ten times the minute's (10^8 × 10 < 2^31).
 */
export const RATE_LIMIT_MAX = 100_000_000;

const toBoolean = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const normalized = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(normalized)) return false;
  return value;
};

const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The raw environment, validated. Every variable is documented in the README. */
class EnvironmentVariables {
  @IsEnum(NodeEnv)
  NODE_ENV: NodeEnv = NodeEnv.Development;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  HOST?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false })
  APP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** A streaming replica for the visitors' public lists (README "Read replica"); needs DATABASE_URL. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_REPLICA_URL must be a postgres:// URL' })
  DATABASE_REPLICA_URL?: string;

  /** PostgreSQL itself when DATABASE_URL is a pooler in transaction mode (database-pooler-settings.ts). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_DIRECT_URL must be a postgres:// URL' })
  DATABASE_DIRECT_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  EMBEDDED_PG_DIR?: string;

  /** The longest one SQL statement of the app may run; 0 = no limit (bulk tools). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(600_000)
  DATABASE_STATEMENT_TIMEOUT_MS = 15_000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  UPLOADS_DIR?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  ATTACHMENTS_DIR?: string;

  // ---- files (issue 48): the local directories above, or an S3-compatible bucket (storage-settings.ts) ----

  @Transform(emptyToUndefined)
  @Matches(/^(local|s3)$/, { message: 'STORAGE_DRIVER must be local or s3' })
  STORAGE_DRIVER: StorageDriverSetting = 'local';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true }, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @Transform(emptyToUndefined)
  // Loose on purpose: S3-compatible services name theirs freely (fr-par, auto for R2).
  @Matches(/^[a-z0-9][a-z0-9-]{1,31}$/, { message: 'S3_REGION must be a region name such as us-east-1 (auto for R2)' })
  S3_REGION = 'us-east-1';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true }, { message: 'S3_PUBLIC_URL must be an http(s) URL' })
  S3_PUBLIC_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' })
  SESSION_SECRET?: string;

  /** false, true (one hop), a hop count, or a comma-separated list of proxy addresses / CIDR ranges (TrustProxy.parse). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail()
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string;

  /** Another Google-compatible OAuth server (the tests use a local stand-in): {url}/authorize, /token, /userinfo. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  GOOGLE_OAUTH_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SENDGRID_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false })
  SENDGRID_API_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'CONTACT_EMAIL must be an e-mail address' })
  CONTACT_EMAIL?: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  ENABLE_TEST_LOGIN?: boolean;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_MODEL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false })
  OPENAI_BASE_URL?: string;

  @Type(() => Number)
  @IsInt()
  @Min(1000)
  @Max(120_000)
  OPENAI_TIMEOUT_MS = 20_000;

  // ---- invoices (issue 47): the seller on every invoice, the VAT mode, ARES ----

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  INVOICE_SELLER_NAME?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  INVOICE_SELLER_ADDRESS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  INVOICE_SELLER_ICO?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  INVOICE_SELLER_DIC?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail()
  INVOICE_SELLER_EMAIL?: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  INVOICE_VAT_PAYER?: boolean;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100)
  INVOICE_VAT_RATE = 21;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  ARES_API_URL?: string;

  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  ARES_TIMEOUT_MS = 5000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^(sk|rk)_[A-Za-z0-9_]+$/, { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)' })
  STRIPE_SECRET_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^pk_[A-Za-z0-9_]+$/, { message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^whsec_[A-Za-z0-9_]+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' })
  STRIPE_WEBHOOK_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  STRIPE_API_URL?: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  PAYMENTS_OFFLINE?: boolean;

  /** Default: on, except with NODE_ENV=production (a real market shows no invented requests unless asked). */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO?: boolean;

  @Transform(toBoolean)
  @IsBoolean()
  SCHEDULER_ENABLED = true;

  /**
   * Requests per minute and client IP on every route without a stricter limit of its own. At most
   * RATE_LIMIT_MAX: the shared counters keep limits in an integer column (rate_limit_hits).
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_PER_MINUTE = 600;

  /** Conversation messages per minute and account (ten times that a day, which must fit the same column). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  MESSAGE_RATE_LIMIT_PER_MINUTE = 30;

  /** Open live-event streams (GET /api/events) per client address on one instance: 429 beyond it. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  EVENT_STREAMS_PER_ADDRESS = 20;

  /** Open live-event streams on one instance (each holds a socket and a file descriptor): 503 beyond it. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  EVENT_STREAMS_MAX = 1000;

  // ---- logs and traces (issue 48, logging-settings.ts) ----

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(json|pretty)$/, { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: LogFormat;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(new RegExp(`^(${LOG_LEVELS.join('|')})$`), { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: LogLevel;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL (the OTLP/HTTP collector)' },
  )
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\w.-]{1,100}$/, { message: 'OTEL_SERVICE_NAME must be 1–100 letters, digits, dots, dashes or underscores' })
  OTEL_SERVICE_NAME?: string;

  /** Portfolio URLs per sitemap part (the sitemaps protocol allows at most 50 000). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50_000)
  SITEMAP_PART_SIZE = 50_000;

  /** Web Push (issue 47): the VAPID key pair (`npx web-push generate-vapid-keys`); both or neither. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{80,90}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)' })
  VAPID_PUBLIC_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{40,45}$/, { message: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)' })
  VAPID_PRIVATE_KEY?: string;

  /** Who the push services may contact about our sends: mailto: or https: (default mailto: CONTACT_EMAIL). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT?: string;

  /** Push services a subscription may point to (comma-separated host suffixes); default: the browsers' services. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PUSH_ENDPOINT_HOSTS?: string;

  // ---- metrics (issue 48): /metrics behind a bearer token, or on a port of its own (metrics-settings.ts) ----

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\x21-\x7e]{24,}$/, { message: 'METRICS_TOKEN must be at least 24 printable characters without spaces' })
  METRICS_TOKEN?: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value))
  @IsOptional()
  @IsInt({ message: 'METRICS_PORT must be a port number (1–65535)' })
  @Min(1, { message: 'METRICS_PORT must be a port number (1–65535)' })
  @Max(65535, { message: 'METRICS_PORT must be a port number (1–65535)' })
  METRICS_PORT?: number;

  /** Webhooks (issue 50) may go to loopback and private addresses: development and tests only (default false). */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  WEBHOOKS_ALLOW_PRIVATE?: boolean;

  /** The key of the webhook endpoints' secrets at rest (webhook-secret-key.ts): required in production. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(WEBHOOK_SECRET_KEY_PATTERN, { message: WEBHOOK_SECRET_KEY_MESSAGE })
  WEBHOOK_SECRET_KEY?: string;
}

/** The browsers' push services (Chrome/Edge/Opera: FCM; Firefox: Mozilla; Safari: Apple; Edge legacy: WNS). */
const DEFAULT_PUSH_ENDPOINT_HOSTS = 'fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com';

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** Another OpenAI-compatible endpoint (the tests use a local stand-in); undefined = OpenAI's API. */
  baseUrl: string | undefined;
  timeoutMs: number;
}

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** Another OAuth server's endpoints (GOOGLE_OAUTH_URL); undefined = Google's. */
  endpoints?: { authorizationURL: string; tokenURL: string; userProfileURL: string };
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another Stripe-compatible host (the tests use a local stand-in); undefined = Stripe's API. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface MailAddress {
  email: string;
  name?: string;
}

/**
 * Typed, validated application settings. Built once at start; a bad value stops the
 * process with a message that names the variable.
 */
export class AppConfig {
  readonly env: NodeEnv;
  readonly isProduction: boolean;
  readonly port: number;
  /** The interface to listen on: all of them in production, only this machine otherwise (HOST). */
  readonly host: string;
  readonly appUrl: string;
  readonly databaseUrl: string | undefined;
  /** The read replica of the public lists (DATABASE_REPLICA_URL), or undefined: everything reads the primary. */
  readonly databaseReplicaUrl: string | undefined;
  /** DATABASE_DIRECT_URL, and whether DATABASE_URL is a transaction pooler in front of it. */
  readonly databasePooler: DatabasePoolerSettings;
  readonly embeddedPgDir: string;
  readonly databaseStatementTimeoutMs: number;
  /** Uploaded images (portfolio, profile photos), served read-only at /uploads. */
  readonly uploadsDir: string;
  /** Message attachments: private files, served only through the conversations API (never under /uploads). */
  readonly attachmentsDir: string;
  /** Where files are stored (STORAGE_DRIVER, S3_*): the directories above or a bucket (storage module). */
  readonly storage: StorageSettings;
  readonly sessionSecret: string;
  /** Who may name the client's address and scheme (TRUST_PROXY): nobody, a hop count, or listed proxies. */
  readonly trustProxy: TrustProxy;
  readonly admin: { email: string; password: string } | undefined;
  readonly google: GoogleSettings | undefined;
  readonly sendgrid: { apiKey: string; apiUrl: string | undefined } | undefined;
  readonly mailFrom: MailAddress;
  /** Where the contact form's messages go (CONTACT_EMAIL, else ADMIN_EMAIL, else podpora@svatby.cz). */
  readonly contactEmail: string;
  /** The AI helper's OpenAI settings; undefined without OPENAI_API_KEY (offline drafts). */
  readonly openai: OpenAiSettings | undefined;
  /** Model and timeout, kept even without a key. */
  readonly openaiModel: string;
  readonly openaiTimeoutMs: number;
  /** Card payments through Stripe; undefined without all three keys (the offline test gateway). */
  readonly stripe: StripeSettings | undefined;
  /** Invoices' seller and VAT mode (INVOICE_SELLER_*, INVOICE_VAT_*). */
  readonly invoicing: InvoicingSettings;
  /** ARES lookups by IČO (ARES_API_URL; production defaults to ARES's public API, elsewhere unset = offline). */
  readonly ares: AresSettings;
  readonly testLoginEnabled: boolean;
  readonly seedDemo: boolean;
  readonly schedulerEnabled: boolean;
  readonly rateLimitPerMinute: number;
  readonly messageRateLimitPerMinute: number;
  readonly sitemapPartSize: number;
  /** Live-event streams: per client address and per instance (EVENT_STREAMS_PER_ADDRESS, EVENT_STREAMS_MAX). */
  readonly eventStreams: { perAddress: number; max: number };
  /** The log's format and level (LOG_FORMAT, LOG_LEVEL; common/logging). */
  readonly logging: LoggingSettings;
  /** Traces over OTLP (OTEL_*; common/tracing): read again from the environment by the SDK, which starts before this. */
  readonly tracing: TracingSettings;
  /** Web Push's VAPID keys and subject; undefined without the keys (no push offered, nothing sent). */
  readonly push: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Host suffixes a push subscription's endpoint may have (PUSH_ENDPOINT_HOSTS). */
  readonly pushEndpointHosts: string[];
  /** Who may read /metrics and where (METRICS_TOKEN, METRICS_PORT). */
  readonly metrics: MetricsSettings;
  /** Webhook deliveries may reach loopback and private addresses (WEBHOOKS_ALLOW_PRIVATE; never in production by default). */
  readonly webhooksAllowPrivate: boolean;
  /** AES-256-GCM key of the webhook secrets at rest (WEBHOOK_SECRET_KEY; outside production derived from the session secret). */
  readonly webhookSecretKey: Buffer;

  private constructor(vars: EnvironmentVariables) {
    this.env = vars.NODE_ENV;
    this.isProduction = vars.NODE_ENV === NodeEnv.Production;
    this.port = vars.PORT;
    // A development server has the test login and offline payments on: not for the local network.
    this.host = vars.HOST ?? (this.isProduction ? '0.0.0.0' : '127.0.0.1');
    this.appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
    this.databaseUrl = vars.DATABASE_URL;
    if (vars.DATABASE_REPLICA_URL && !vars.DATABASE_URL) {
      throw new Error('Invalid environment: DATABASE_REPLICA_URL needs DATABASE_URL (the embedded database has no replica)');
    }
    this.databaseReplicaUrl = vars.DATABASE_REPLICA_URL;
    this.databasePooler = databasePoolerSettings(vars);
    this.embeddedPgDir = path.resolve(ROOT_DIR, vars.EMBEDDED_PG_DIR ?? 'data/postgres');
    this.databaseStatementTimeoutMs = vars.DATABASE_STATEMENT_TIMEOUT_MS;
    this.uploadsDir = path.resolve(ROOT_DIR, vars.UPLOADS_DIR ?? 'data/uploads');
    this.attachmentsDir = path.resolve(ROOT_DIR, vars.ATTACHMENTS_DIR ?? 'data/attachments');
    this.storage = storageSettings(vars, { uploadsDir: this.uploadsDir, attachmentsDir: this.attachmentsDir }, this.appUrl);
    if (this.isProduction && !vars.SESSION_SECRET) {
      throw new Error('Invalid environment: SESSION_SECRET is required when NODE_ENV=production');
    }
    // Outside production a fixed secret keeps sessions valid across restarts of `make start`.
    this.sessionSecret = vars.SESSION_SECRET ?? 'svatby-development-session-secret-not-for-production';
    this.webhookSecretKey = webhookSecretKey(vars, this.isProduction, this.sessionSecret);
    this.trustProxy = TrustProxy.parse(vars.TRUST_PROXY);
    if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
      throw new Error('Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
    }
    this.admin =
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD }
        : undefined;
    const googleServer = vars.GOOGLE_OAUTH_URL?.replace(/\/+$/, '');
    this.google =
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? {
            clientId: vars.GOOGLE_CLIENT_ID,
            clientSecret: vars.GOOGLE_CLIENT_SECRET,
            ...(googleServer
              ? {
                  endpoints: {
                    authorizationURL: `${googleServer}/authorize`,
                    tokenURL: `${googleServer}/token`,
                    userProfileURL: `${googleServer}/userinfo`,
                  },
                }
              : {}),
          }
        : undefined;
    this.sendgrid = vars.SENDGRID_API_KEY
      ? { apiKey: vars.SENDGRID_API_KEY, apiUrl: vars.SENDGRID_API_URL }
      : undefined;
    this.mailFrom = parseMailAddress(vars.MAIL_FROM ?? 'Svatby <noreply@svatby.cz>');
    this.contactEmail = (vars.CONTACT_EMAIL ?? vars.ADMIN_EMAIL ?? 'podpora@svatby.cz').trim().toLowerCase();
    this.openaiModel = vars.OPENAI_MODEL?.trim() || 'gpt-4o-mini';
    this.openaiTimeoutMs = vars.OPENAI_TIMEOUT_MS;
    this.openai = vars.OPENAI_API_KEY
      ? {
          apiKey: vars.OPENAI_API_KEY,
          model: this.openaiModel,
          baseUrl: vars.OPENAI_BASE_URL?.replace(/\/+$/, ''),
          timeoutMs: this.openaiTimeoutMs,
        }
      : undefined;
    this.stripe = stripeSettings(vars);
    this.invoicing = invoicingSettings(vars);
    this.ares = aresSettings(vars, this.isProduction);
    // The offline gateway activates paid plans without money: a production server needs Stripe,
    // or says explicitly that it is a demo.
    if (this.isProduction && !this.stripe && vars.PAYMENTS_OFFLINE !== true) {
      throw new Error(
        'Invalid environment: NODE_ENV=production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_OFFLINE=true for a demo with the offline test gateway',
      );
    }
    // Test login never works in production, whatever the variable says.
    this.testLoginEnabled = !this.isProduction && (vars.ENABLE_TEST_LOGIN ?? true);
    this.seedDemo = vars.SEED_DEMO ?? !this.isProduction;
    this.schedulerEnabled = vars.SCHEDULER_ENABLED;
    this.rateLimitPerMinute = vars.RATE_LIMIT_PER_MINUTE;
    this.messageRateLimitPerMinute = vars.MESSAGE_RATE_LIMIT_PER_MINUTE;
    this.sitemapPartSize = vars.SITEMAP_PART_SIZE;
    this.eventStreams = { perAddress: vars.EVENT_STREAMS_PER_ADDRESS, max: vars.EVENT_STREAMS_MAX };
    this.logging = loggingSettings(vars, this.isProduction);
    this.tracing = tracingSettings(vars);
    if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
      throw new Error('Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    }
    this.push =
      vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
        ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY, subject: vars.VAPID_SUBJECT ?? `mailto:${this.contactEmail}` }
        : undefined;
    this.pushEndpointHosts = (vars.PUSH_ENDPOINT_HOSTS ?? DEFAULT_PUSH_ENDPOINT_HOSTS)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== '');
    this.metrics = metricsSettings(vars);
    this.webhooksAllowPrivate = vars.WEBHOOKS_ALLOW_PRIVATE ?? false;
  }

  /** Served over TLS (APP_URL is https): cookies get Secure and the CSP upgrades requests. */
  get usesHttps(): boolean {
    return this.appUrl.startsWith('https://');
  }

  get googleCallbackUrl(): string {
    return `${this.appUrl}/api/auth/google/callback`;
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const vars = plainToInstance(EnvironmentVariables, { ...env }, { enableImplicitConversion: false });
    const errors = validateSync(vars, { skipMissingProperties: false, whitelist: false });
    if (errors.length > 0) {
      const details = errors
        .map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join(', ')}`)
        .join('; ');
      throw new Error(`Invalid environment: ${details}`);
    }
    return new AppConfig(vars);
  }
}

/** All three keys or none: half a Stripe setup would silently fall back to the free test gateway. */
function stripeSettings(vars: EnvironmentVariables): StripeSettings | undefined {
  const keys = {
    STRIPE_SECRET_KEY: vars.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: vars.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: vars.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(keys).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    throw new Error(`Invalid environment: set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none (missing ${missing.join(', ')})`);
  }
  let api: StripeSettings['api'];
  if (vars.STRIPE_API_URL) {
    const url = new URL(vars.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
  }
  return {
    secretKey: keys.STRIPE_SECRET_KEY!,
    publishableKey: keys.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET!,
    api,
  };
}

function parseMailAddress(value: string): MailAddress {
  const match = /^\s*(.*?)\s*<\s*([^>]+)\s*>\s*$/.exec(value);
  if (match) return { name: match[1] || undefined, email: match[2] };
  return { email: value.trim() };
}
