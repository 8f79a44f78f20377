/**
 * What every module can reach through `app.ctx`: configuration, database, mail and auth. The
 * services it holds are typed by their ports (`ports/`), which the modules implement: this file
 * imports nothing from a module.
 */
import type { Config } from './config.ts';
import type { Db, DatabaseHandle } from './db/client.ts';
import type { Readiness } from './lib/readiness.ts';
import type { OriginPolicy } from './lib/origin-policy.ts';
import type { AuthPort } from './ports/auth.ts';
import type { MailOutbox, Mailer } from './ports/mail.ts';
import type { PaymentProvider } from './ports/payments.ts';
import type { Storage } from './ports/storage.ts';

export type Access = 'public' | 'user' | 'admin';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean;
  createdAt: Date;
};

export type AppContext = {
  config: Config;
  db: Db;
  dbKind: DatabaseHandle['kind'];
  mailer: Mailer;
  /** Queued mail (ADR 011): kick it after a commit that enqueued mails. */
  outbox: MailOutbox;
  auth: AuthPort;
  storage: Storage;
  /** The payment provider in use (Stripe or the built-in demo payments); null when checkout is off. */
  payments: PaymentProvider | null;
  /** The origins trusted for state-changing requests and sign-in (shared with better-auth). */
  origins: OriginPolicy;
  /** The signing secret; derive a purpose-specific key from it (e.g. unsubscribe links). */
  authSecret: string;
};

/** One registered route, for the tests generated from the route table. */
export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Whether the database is opened, migrated and seeded (the server starts without it). */
    readiness: Readiness;
    /** Every /api route with the access it declared, for the access-policy test. */
    accessPolicies: { method: string; url: string; access: Access }[];
    /** Every route with its schema, as registered (plugins/input-guard.ts). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in user, resolved before handlers of `user` and `admin` routes. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
