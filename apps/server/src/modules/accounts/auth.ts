/**
 * better-auth, configured for the shop (ARCHITECTURE §6): sessions in the database, email and
 * password, roles through the admin plugin (user.role = 'admin').
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

/** The header through which the Fastify bridge hands the client IP to better-auth. */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  isProduction: boolean;
  trustedOrigins: string[];
};

export function createAuth({ db, secret, publicUrl, isProduction, trustedOrigins }: AuthOptions) {
  return betterAuth({
    appName: 'Loop & Lantern',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, autoSignIn: true },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    advanced: {
      useSecureCookies: isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isProduction },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
