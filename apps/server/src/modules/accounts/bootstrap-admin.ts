/**
 * Makes sure the shop has an admin at start (ARCHITECTURE §6):
 * - ADMIN_EMAIL/ADMIN_PASSWORD: that account is created as an admin, or promoted if it exists
 *   (its password is then left alone: the variables bootstrap an admin, they do not own it);
 * - otherwise, on the very first start of the demo (no accounts yet, demo seeding on, not
 *   production), a demo admin with a random password is created; its credentials are printed
 *   once in the log and kept in DATA_DIR/demo-admin.txt (readable by the owner only).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { account } from './schema.ts';
import { promoteUser } from './promote-user.ts';
import { SHOP } from '@shop/shared/shop';

export const DEMO_ADMIN_EMAIL = SHOP.demoAdminEmail;
export const DEMO_ADMIN_FILE = 'demo-admin.txt';

export async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  // Replicas starting together take turns: the second sees the admin the first created.
  await withAdvisoryLock(app.ctx.db, LOCK_KEYS.adminBootstrap, { wait: true }, () =>
    ensureAdmin(app),
  );
}

async function ensureAdmin(app: FastifyInstance): Promise<void> {
  const { config, db, auth } = app.ctx;
  if (config.adminEmail) {
    const promoted = await promoteUser(db, config.adminEmail);
    if (promoted) {
      app.log.info({ email: promoted.email }, 'admin account from ADMIN_EMAIL is ready');
      return;
    }
    if (!config.adminPassword) {
      app.log.warn(
        { email: config.adminEmail },
        'ADMIN_EMAIL has no account yet; set ADMIN_PASSWORD to create it at start',
      );
      return;
    }
    await auth.createAdmin({ email: config.adminEmail, password: config.adminPassword });
    app.log.info({ email: config.adminEmail }, 'admin account created from ADMIN_EMAIL');
    return;
  }

  if (!config.seedDemo || config.isProduction) return;
  // Accounts, not users: the demo reviewers behind the seeded ratings cannot sign in.
  const [accounts] = await db.select({ n: count() }).from(account);
  if ((accounts?.n ?? 0) > 0) return;

  const password = crypto.randomBytes(12).toString('base64url');
  await auth.createAdmin({ email: DEMO_ADMIN_EMAIL, password });
  const file = path.join(config.dataDir, DEMO_ADMIN_FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(
    file,
    [
      `${SHOP.name} demo admin (created on the first start of this data directory)`,
      `Sign in at ${config.publicUrl}/admin/login`,
      `Email:    ${DEMO_ADMIN_EMAIL}`,
      `Password: ${password}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  app.log.warn(
    { email: DEMO_ADMIN_EMAIL, password, file, signIn: `${config.publicUrl}/admin/login` },
    `Demo admin created — email ${DEMO_ADMIN_EMAIL}, password ${password} (shown once; also in ${file})`,
  );
}
