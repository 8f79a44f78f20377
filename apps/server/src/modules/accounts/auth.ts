/**
 * better-auth, configured for the shop: sessions in the database; email and
 * password with reset by mail; magic link and one-time code by mail; roles through the admin
 * plugin (user.role = 'admin'). Every token and code is stored hashed, all sessions end on a
 * password reset, and the rate limiter keys each client by the IP Fastify resolved.
 */
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { APIError } from 'better-auth/api';
import { noteDatabaseTrouble } from '../../db/database-unavailable.ts';
import * as schema from './schema.ts';
import type { AuthPort } from '../../ports/auth.ts';
import {
  MAGIC_LINK_MINUTES,
  magicLinkMail,
  OTP_MINUTES,
  otpMail,
  RESET_LINK_MINUTES,
  resetPasswordMail,
} from './auth-mails.ts';
import { SHOP } from '@shop/shared/shop';
import { TWO_FACTOR } from '@shop/shared/two-factor';
import {
  CLIENT_IP_HEADER,
  MAX_PASSWORD_LENGTH,
  SIGN_IN_ATTEMPTS_PER_MINUTE,
  type AuthOptions,
} from './auth-settings.ts';

/**
 * Sign-ins that prove only the mailbox: with two-factor on, they would skip the second factor
 * (better-auth's plugin guards password sign-in only), so they make no session for such an
 * account. The magic link then lands on its error page; the code form shows why.
 */
const MAIL_SIGN_IN_PATHS = new Set(['/magic-link/verify', '/sign-in/email-otp']);

/** The header through which the Fastify bridge hands the client IP to better-auth. */
/** Where a password-reset mail sends the shopper: the SPA's update-password view. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/signin?view=update_password&token=${encodeURIComponent(token)}`;
}

function createBetterAuth({
  db,
  mailer,
  secret,
  publicUrl,
  isProduction,
  trustedOrigins,
  log,
}: AuthOptions) {
  return betterAuth({
    appName: SHOP.name,
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
        twoFactor: schema.twoFactor,
      },
    }),
    databaseHooks: {
      session: {
        create: {
          async before(session, context) {
            if (!context?.path || !MAIL_SIGN_IN_PATHS.has(context.path)) return;
            const [owner] = await db
              .select({ twoFactorEnabled: schema.user.twoFactorEnabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (!owner?.twoFactorEnabled) return;
            if (context.path === '/magic-link/verify') return false;
            throw new APIError('FORBIDDEN', { message: TWO_FACTOR.mailSignInRefused });
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await mailer.send(resetPasswordMail(user.email, resetPasswordUrl(publicUrl, token)));
      },
    },
    // Reset tokens and OTP identifiers: the database keeps only their hashes.
    verification: { storeIdentifier: 'hashed' },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Authenticator-app codes (TOTP) with single-use recovery codes; the secret and the codes
      // are stored encrypted with the auth secret, and set-up ends only with a verified code.
      twoFactor({
        issuer: SHOP.name,
        backupCodeOptions: { amount: TWO_FACTOR.recoveryCodeCount, storeBackupCodes: 'encrypted' },
      }),
      magicLink({
        storeToken: 'hashed',
        expiresIn: MAGIC_LINK_MINUTES * 60,
        async sendMagicLink({ email, url }) {
          await mailer.send(magicLinkMail(email, url));
        },
      }),
      emailOTP({
        storeOTP: 'hashed',
        otpLength: 6,
        expiresIn: OTP_MINUTES * 60,
        allowedAttempts: 3,
        async sendVerificationOTP({ email, otp, type }) {
          await mailer.send(otpMail(email, otp, type));
        },
      }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE },
        '/sign-up/email': { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE },
        // Read on every page load; it reveals nothing and guessing a session token is hopeless.
        '/get-session': false,
      },
    },
    advanced: {
      // better-auth skips its origin and callback-URL checks under NODE_ENV=test by default;
      // keep them on so the tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isProduction },
    },
    logger: log
      ? {
          level: 'debug',
          log: (level, message, ...args) => {
            // Its database errors arrive here with their cause, which its thrown error drops.
            for (const arg of args) noteDatabaseTrouble((arg as { cause?: unknown })?.cause ?? arg);
            log[level]({ args }, message);
          },
        }
      : undefined,
    telemetry: { enabled: false },
  });
}

type BetterAuth = ReturnType<typeof createBetterAuth>;

/** A verified email-and-password account with the admin role, made without a session. */
async function createAdmin(auth: BetterAuth, email: string, password: string): Promise<void> {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    { email, name: email.split('@')[0] ?? 'admin', emailVerified: true, role: 'admin' },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
}

/**
 * better-auth behind the app context's port (ports/auth.ts), loaded by create-auth.ts on first
 * use. Resolves once the library has set itself up (adapter, plugins), so the first request
 * after a warm-up finds it ready.
 */
export async function betterAuthPort(options: AuthOptions): Promise<AuthPort> {
  const auth = createBetterAuth(options);
  await auth.$context;
  return {
    handler: (request) => auth.handler(request),
    api: { getSession: (input) => auth.api.getSession(input) },
    createAdmin: ({ email, password }) => createAdmin(auth, email, password),
    warm: async () => undefined,
  };
}
