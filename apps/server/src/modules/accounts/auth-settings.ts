/**
 * The sign-in settings other code needs without loading the sign-in library: the edge checks
 * of auth-routes.ts and the options create-auth.ts hands to it when it loads.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../ports/mail.ts';

/** better-auth's own default, stated so the shop's edge check uses the same number. */
export const MAX_PASSWORD_LENGTH = 128;

export const CLIENT_IP_HEADER = 'x-shop-client-ip';

/**
 * Password sign-in and sign-up attempts per client IP and minute. Beyond it the client gets 429
 * (brute force); other clients are unaffected because every IP has its own bucket.
 */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;

export type AuthOptions = {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  isProduction: boolean;
  /** Read per request: development trusts the listen addresses once the server listens. */
  trustedOrigins: () => string[];
  /** better-auth's own messages (failed sign-ins, say) go to the app's log. */
  log?: FastifyBaseLogger;
};
