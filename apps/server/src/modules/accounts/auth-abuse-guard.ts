/**
 * The per-account side of better-auth's protection, applied by the /api/auth bridge around each
 * call (better-auth's own limiter counts per IP only):
 *   before: a locked sign-in method, or an address out of mail allowance, answers 429 as
 *           better-auth's limiter does (its message, X-Retry-After), in the shop's error shape
 *           (`rate_limited`) like the library's own refusals, which the bridge maps;
 *   after:  a refused password or code counts against the account; a success clears it.
 */
import type { Db } from '../../db/client.ts';
import {
  clearFailedSignIns,
  recordFailedSignIn,
  secondsLocked,
  takeMailAllowance,
  type SignInMethod,
} from './account-throttle.ts';

const SIGN_IN_PATHS: Record<string, SignInMethod> = {
  '/api/auth/sign-in/email': 'password',
  '/api/auth/sign-in/email-otp': 'otp',
};
/** Endpoints that mail a link or a code to the address in their body. */
const MAILING_PATHS = new Set([
  '/api/auth/sign-in/magic-link',
  '/api/auth/email-otp/send-verification-otp',
  '/api/auth/forget-password/email-otp',
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
  '/api/auth/send-verification-email',
]);
const ONE_HOUR_SECONDS = 60 * 60;

export type AuthRefusal = { status: 429; retryAfterSeconds: number; message: string };

/** better-auth's rate-limit text, word for word. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email : null;
}

export async function refuseAbusiveAuthCall(
  db: Db,
  { path, body }: { path: string; body: unknown },
): Promise<AuthRefusal | null> {
  const email = emailOf(body);
  if (!email) return null;
  const method = SIGN_IN_PATHS[path];
  if (method) {
    const seconds = await secondsLocked(db, { method, email });
    return seconds > 0
      ? { status: 429, retryAfterSeconds: seconds, message: TOO_MANY_REQUESTS }
      : null;
  }
  if (MAILING_PATHS.has(path) && !(await takeMailAllowance(db, email))) {
    return { status: 429, retryAfterSeconds: ONE_HOUR_SECONDS, message: TOO_MANY_REQUESTS };
  }
  return null;
}

export async function recordAuthOutcome(
  db: Db,
  { path, body, status }: { path: string; body: unknown; status: number },
): Promise<void> {
  const method = SIGN_IN_PATHS[path];
  const email = emailOf(body);
  if (!method || !email) return;
  if (status >= 200 && status < 300) await clearFailedSignIns(db, { method, email });
  // 401/403: wrong password or code; 400: an OTP that is invalid or expired. 429 is not a guess.
  else if (status === 400 || status === 401 || status === 403) {
    await recordFailedSignIn(db, { method, email });
  }
}
