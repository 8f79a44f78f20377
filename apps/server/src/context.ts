/**
 * What every module can reach through `app.ctx`: configuration, database, mail and auth. The
 * services it holds are typed by their ports (`ports/`), which the modules implement: this file
 * imports nothing from a module.
 */
import type { Config } from './config.ts';
import type { Db, DatabaseHandle } from './db/client.ts';
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

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /api route with the access it declared, for the access-policy test. */
    accessPolicies: { method: string; url: string; access: Access }[];
  }
  interface FastifyRequest {
    /** The signed-in user, resolved before handlers of `user` and `admin` routes. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
