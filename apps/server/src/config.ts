/**
 * The only reader of process.env. Every setting is validated here and has a default that makes
 * `npm start` work with no variables at all.
 */
import path from 'node:path';
import { z } from 'zod';
import { parseTrustedOrigins, parseTrustProxy } from './lib/parse-proxy-settings.ts';
import { SHOP } from '@shop/shared/shop';
import { DEFAULT_DATA_DIR, embeddedDatabaseDir } from './data-dir.ts';

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the shop, used in mails, redirects and checkout return URLs. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** The built SPA to serve (tests build to their own folder). */
  WEB_DIST_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default(`${SHOP.name} <${SHOP.email}>`),
  /** Newsletter campaigns go out in batches of at most this many mails a minute (the mail server's limit). */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Where the maker's mails go (new paid orders, contact messages); default: the admin's. */
  SHOP_OWNER_EMAIL: z.email().optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Only for tests: point the Stripe SDK at a local fake (host:port, http). */
  STRIPE_API_BASE: z.url().optional(),
  PAYMENTS_TEST_MODE: booleanString.default(false),
  SEED_DEMO: booleanString.default(true),
  /**
   * Proxies in front of the shop whose X-Forwarded-For is believed: `false`, a hop count
   * (`true` = 1), or trusted proxy addresses/CIDRs. See parse-proxy-settings.ts.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /** Extra origins (scheme://host[:port], comma-separated) trusted besides PUBLIC_URL. */
  TRUSTED_ORIGINS: z.string().default('').transform(parseTrustedOrigins),
  /** S3-compatible object storage for images; unset = local disk under DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The S3 API's address for non-AWS services (R2, MinIO, B2); unset = AWS for the region. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket or its CDN; image requests are then redirected there. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  /** Bearer token for GET /metrics (Prometheus); unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Admins must set up two-factor sign-in before the panel answers anything else. */
  REQUIRE_ADMIN_2FA: booleanString.default(false),
  /** How many nightly backups the shop keeps (older ones are deleted after each new one). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Rate limits can be loosened for load tests; never off by default. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
});

export type Config = ReturnType<typeof loadConfig>;
export type S3Config = NonNullable<Config['s3']>;

function s3Settings(e: z.infer<typeof envSchema>) {
  const hasKeyId = Boolean(e.S3_ACCESS_KEY_ID);
  if (hasKeyId !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds credentials itself)',
    );
  }
  if (!e.S3_BUCKET) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'].filter(
      (name) => e[name as keyof typeof e] !== undefined,
    );
    if (stray.length > 0) {
      throw new Error(
        `Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} is set`,
      );
    }
    return undefined;
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.S3_PUBLIC_URL,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    isTest: e.NODE_ENV === 'test',
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    backupsDir: path.join(dataDir, 'backups'),
    backupKeep: e.BACKUP_KEEP,
    pgDir: embeddedDatabaseDir(dataDir),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    /** Dev default is stable per data directory (see auth secret loader); production must set one. */
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopOwnerEmail: e.SHOP_OWNER_EMAIL,
    newsletterMailsPerMinute: e.NEWSLETTER_MAILS_PER_MINUTE,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    paymentsTestModeAllowed: !isProduction || e.PAYMENTS_TEST_MODE,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    trustedOrigins: e.TRUSTED_ORIGINS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA,
    metricsToken: e.METRICS_TOKEN,
    s3: s3Settings(e),
  };
}
