/**
 * The accounts module's tables: better-auth's own (user.role = 'admin' is the shop's profile role),
 * its database rate limiter, and the per-account throttles that a changing IP cannot reset.
 */
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';

export const user = pgTable('user', {
  id: id(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamptz('ban_expires'),
  /** better-auth's two-factor plugin: set once an authenticator code has been verified. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * better-auth's two-factor plugin: the TOTP secret and the recovery codes, both encrypted with
 * the auth secret; `verified` stays false until the first code from the authenticator app.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: id(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: belongsTo('user_id', () => user.id),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId)],
);

export const session = pgTable(
  'session',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: belongsTo('user_id', () => user.id),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: belongsTo('user_id', () => user.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's rate limiter lives in the database so replicas share one count per client. */
export const rateLimit = pgTable('rate_limit', {
  id: id(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Per-account and per-address counters that a changing IP cannot reset: failed
 * password / one-time-code sign-ins with their lock, and auth mails sent to one address.
 * Keys: `password:<email>`, `otp:<email>`, `mail:<email>`.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
  lockedUntil: timestamptz('locked_until'),
});
